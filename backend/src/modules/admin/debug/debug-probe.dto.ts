import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** `GET /api/debug/{provider}?entity=…`: the spec's probe; `error` is null when the probe worked. */
@ApiSchema({ name: 'DebugProbe' })
export class DebugProbeDto {
  @ApiProperty({ type: 'array', items: {}, description: "The entity's rows as stored." }) data!: unknown[];
  @ApiProperty() count!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() sort!: string;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiPropertyOptional({ description: 'The error again, as every error of the API carries it.' }) message?: string;
  @ApiPropertyOptional({ description: "The error's stable code, as every error of the API carries it." }) code?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } }) params?: Record<string, string | number>;
}
