import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class RebuildRequestDto {
  /** A read model's name, or `all`. */
  @ApiProperty({ description: "A read model's name, or `all`." })
  @IsString({ message: 'read_model muss ein Text sein.' })
  @MaxLength(100, { message: 'read_model darf höchstens 100 Zeichen lang sein.' })
  read_model!: string;
}
