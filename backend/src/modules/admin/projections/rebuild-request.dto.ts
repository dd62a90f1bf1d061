import { IsString, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';

export class RebuildRequestDto {
  /** A read model's name, or `all`. */
  @IsString({ message: errorCode('admin.read_model_not_text') })
  @MaxLength(100, { message: errorCode('admin.read_model_too_long') })
  read_model!: string;
}
