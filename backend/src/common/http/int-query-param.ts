import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { errorCode } from '../error-catalogue.js';

/** An optional whole number from the query string, within bounds, refused in German naming the parameter. */
export function IntQueryParam(name: string, min: number, max?: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: errorCode('request.not_integer'), context: { property: name } }),
    Min(min, { message: errorCode('request.too_small'), context: { property: name, min } }),
    ...(max === undefined ? [] : [Max(max, { message: errorCode('request.too_big'), context: { property: name, max } })]),
  );
}
