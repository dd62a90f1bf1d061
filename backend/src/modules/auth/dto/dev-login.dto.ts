import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class DevLoginDto {
  @IsEmail({}, { message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }) @MaxLength(254) email!: string;
  @IsString() @IsNotEmpty({ message: 'Bitte gib einen Namen ein' }) @MaxLength(120) name!: string;
}
