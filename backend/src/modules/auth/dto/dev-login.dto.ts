import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class DevLoginDto {
  @ApiProperty({ format: 'email' })
  @IsEmail({}, { message: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254)
  email!: string;
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Bitte gib einen Namen ein' })
  @MaxLength(120)
  name!: string;
}
