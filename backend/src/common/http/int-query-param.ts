import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** An optional whole number from the query string, within bounds, refused in German naming the parameter. */
export function IntQueryParam(name: string, min: number, max?: number): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${name} muss eine ganze Zahl sein.` }),
    Min(min, { message: `${name} muss mindestens ${min} sein.` }),
    ...(max === undefined ? [] : [Max(max, { message: `${name} darf höchstens ${max} sein.` })]),
  );
}
