import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** `GET /api/debug/{provider}?entity=…`: the spec's probe; `error` is null when the probe worked. */
@ApiSchema({ name: 'DebugProbe' })
export class DebugProbeDto {
  @ApiProperty({ type: 'array', items: {}, description: "The entity's rows as stored." }) data!: unknown[];
  count!: number;
  limit!: number;
  sort!: string;
  error!: string | null;
  /** The error again, as every error of the API carries it. */
  message?: string;
  /** The error's stable code, as every error of the API carries it. */
  code?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } }) params?: Record<string, string | number>;
}
