import { ApiProperty } from '@nestjs/swagger';

/**
 * A property that holds any JSON value (`unknown`). Left to @nestjs/swagger, its reflected type
 * `Object` would become an object without properties; `anyOf` of the empty schema says "anything".
 */
export const ApiJsonProperty = ({ description, required = true }: { description?: string; required?: boolean } = {}) =>
  ApiProperty({ anyOf: [{}], description, required });
