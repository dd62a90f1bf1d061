import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CATEGORIES, MACHINE_MESSAGES, MAX_MACHINE_NAME } from '../machine-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateMachineDto {
  @Transform(trim)
  @IsString({ message: MACHINE_MESSAGES.nameRequired })
  @MinLength(1, { message: MACHINE_MESSAGES.nameRequired })
  @MaxLength(MAX_MACHINE_NAME, { message: MACHINE_MESSAGES.nameTooLong })
  name!: string;

  @IsOptional()
  @IsArray({ message: MACHINE_MESSAGES.categories })
  @ArrayMaxSize(20, { message: MACHINE_MESSAGES.categories })
  @IsIn(CATEGORIES, { each: true, message: MACHINE_MESSAGES.categories })
  categories?: string[];
}

export class UpdateMachineDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: MACHINE_MESSAGES.nameRequired })
  @MinLength(1, { message: MACHINE_MESSAGES.nameRequired })
  @MaxLength(MAX_MACHINE_NAME, { message: MACHINE_MESSAGES.nameTooLong })
  name?: string;

  @IsOptional()
  @IsArray({ message: MACHINE_MESSAGES.categories })
  @ArrayMaxSize(20, { message: MACHINE_MESSAGES.categories })
  @IsIn(CATEGORIES, { each: true, message: MACHINE_MESSAGES.categories })
  categories?: string[];
}
