import { ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from '../../common/http/api-json-property.js';

/** `POST /api/functions/invoke` → `{ data }`, whose shape is the function's own (docs/api.md). */
@ApiSchema({ name: 'FunctionResult' })
export class FunctionResultDto {
  @ApiJsonProperty({ description: "The function's answer: its `data` in ServerFunctions." })
  data!: unknown;
}
