import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { ErrorParams } from '../error-catalogue.js';

/** One broken constraint: its code, with the values for its text, and class-validator's own English text for a code the catalogue lacks. */
export interface FieldProblem {
  code: string;
  params: ErrorParams;
  text?: string;
}

/** Input that broke a DTO's constraints; the exception filter words it (400). */
export class InvalidInput extends Error {
  constructor(readonly fields: { field: string; problems: FieldProblem[] }[]) {
    super('Invalid input');
    this.name = 'InvalidInput';
  }
}

/** Unknown fields are refused, not dropped: a client that sends `role` must learn it is not allowed. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new InvalidInput(fieldProblems(errors)),
  });
}

// DTOs give a constraint a catalogue code as its message; a constraint without one keeps class-validator's text.
const CODE = /^[a-z_]+(\.[a-z0-9_]+)+$/;

/** class-validator's constraint names in the codes' style: `maxLength` → `max_length`. */
const snakeCase = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

/** Every field's broken constraints, nested fields as `parent.child`. */
export function fieldProblems(errors: ValidationError[], parent = ''): InvalidInput['fields'] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]): FieldProblem => {
      const params = { property: error.property, ...(error.contexts?.[constraint] as ErrorParams | undefined) };
      if (constraint === 'whitelistValidation') return { code: 'request.field_not_allowed', params };
      return CODE.test(message) ? { code: message, params } : { code: `validation.${snakeCase(constraint)}`, params, text: message };
    });
    return [...(own.length > 0 ? [{ field, problems: own }] : []), ...fieldProblems(error.children ?? [], field)];
  });
}
