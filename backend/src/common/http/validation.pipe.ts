import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

interface FieldProblem {
  field: string;
  problems: string[];
}

/** Unknown fields are refused, not dropped: a client that sends `role` must learn it is not allowed. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      const first = details[0];
      const message = first ? `Ungültige Eingabe bei "${first.field}": ${first.problems[0]}` : 'Ungültige Eingabe';
      return new BadRequestException({ message, details });
    },
  });
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) => (rule === 'whitelistValidation' ? 'Dieses Feld ist nicht erlaubt.' : text));
    return [...(own.length > 0 ? [{ field, problems: own }] : []), ...flatten(error.children ?? [], field)];
  });
}
