import { ApiSchema } from '@nestjs/swagger';

/** Which sign-in ways this deployment offers. */
@ApiSchema({ name: 'AuthProviders' })
export class AuthProvidersDto {
  google!: boolean;
  devLogin!: boolean;
}

@ApiSchema({ name: 'EndedSessions' })
export class EndedSessionsDto {
  /** Sessions of this user signed out on other devices. */
  ended!: number;
}
