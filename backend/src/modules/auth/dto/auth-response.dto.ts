import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Which sign-in ways this deployment offers. */
@ApiSchema({ name: 'AuthProviders' })
export class AuthProvidersDto {
  @ApiProperty() google!: boolean;
  @ApiProperty() devLogin!: boolean;
}

@ApiSchema({ name: 'EndedSessions' })
export class EndedSessionsDto {
  @ApiProperty({ description: 'Sessions of this user signed out on other devices.' }) ended!: number;
}
