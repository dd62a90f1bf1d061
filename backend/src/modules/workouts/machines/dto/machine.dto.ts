import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { errorCode } from '../../../../common/error-catalogue.js';
import { CATEGORIES, MAX_MACHINE_NAME } from '../machine-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateMachineDto {
  @ApiProperty({
    maxLength: MAX_MACHINE_NAME,
    description:
      'Unique per user, case-insensitive; a name the lifter has, or a spelling of the catalogue movement of one of their exercises, answers that exercise.',
  })
  @Transform(trim)
  @IsString({ message: errorCode('machine.name_required') })
  @MinLength(1, { message: errorCode('machine.name_required') })
  @MaxLength(MAX_MACHINE_NAME, { message: errorCode('machine.name_too_long') })
  name!: string;

  @ApiPropertyOptional({ enum: CATEGORIES, enumName: 'Category', isArray: true })
  @IsOptional()
  @IsArray({ message: errorCode('machine.unknown_category') })
  @ArrayMaxSize(20, { message: errorCode('machine.unknown_category') })
  @IsIn(CATEGORIES, { each: true, message: errorCode('machine.unknown_category') })
  categories?: string[];
}

export class UpdateMachineDto {
  @ApiPropertyOptional({
    maxLength: MAX_MACHINE_NAME,
    description: "A name another of the lifter's exercises has, or a spelling of its catalogue movement, is a 409 naming it (`details: {id, name}`).",
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: errorCode('machine.name_required') })
  @MinLength(1, { message: errorCode('machine.name_required') })
  @MaxLength(MAX_MACHINE_NAME, { message: errorCode('machine.name_too_long') })
  name?: string;

  @ApiPropertyOptional({ enum: CATEGORIES, enumName: 'Category', isArray: true })
  @IsOptional()
  @IsArray({ message: errorCode('machine.unknown_category') })
  @ArrayMaxSize(20, { message: errorCode('machine.unknown_category') })
  @IsIn(CATEGORIES, { each: true, message: errorCode('machine.unknown_category') })
  categories?: string[];
}

export class MergeMachineDto {
  /** The exercise that stays and takes every set of this one. */
  @IsUUID('all', { message: errorCode('machine.merge_target_not_found') })
  into!: string;
}
