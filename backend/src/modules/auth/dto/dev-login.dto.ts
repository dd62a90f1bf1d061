import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';

export class DevLoginDto {
  @IsEmail({}, { message: errorCode('auth.email_invalid') })
  @MaxLength(254)
  email!: string;
  @IsString()
  @IsNotEmpty({ message: errorCode('user.name_required') })
  @MaxLength(120)
  name!: string;
}
