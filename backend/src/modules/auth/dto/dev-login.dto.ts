import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';

export class DevLoginDto {
  @ApiProperty({ format: 'email' })
  @IsEmail({}, { message: errorCode('auth.email_invalid') })
  @MaxLength(254)
  email!: string;
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: errorCode('user.name_required') })
  @MaxLength(120)
  name!: string;
}
