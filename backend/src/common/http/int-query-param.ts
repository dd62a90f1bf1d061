import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** An optional whole number from the query string, within bounds, refused in German naming the parameter. */
export function IntQueryParam(name: string, min: number, max?: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${name} muss eine ganze Zahl sein.` }),
    Min(min, { message: `${name} muss mindestens ${min} sein.` }),
    ...(max === undefined ? [] : [Max(max, { message: `${name} darf höchstens ${max} sein.` })]),
  );
}
