import { ApiProperty, ApiSchema } from '@nestjs/swagger';

const CHECKS = ['ok', 'down'] as const;

@ApiSchema({ name: 'Liveness' })
export class LivenessDto {
  status!: 'ok';
}

@ApiSchema({ name: 'Readiness' })
export class ReadinessDto {
  /** 'degraded' while Redis is away (the api still serves everything but the AI). */
  status!: 'ok' | 'degraded';
  @ApiProperty({ enum: CHECKS, enumName: 'DependencyCheck' }) database!: (typeof CHECKS)[number];
  @ApiProperty({ enum: CHECKS, enumName: 'DependencyCheck' }) redis!: (typeof CHECKS)[number];
}

@ApiSchema({ name: 'WorkerPing' })
export class WorkerPingDto {
  pid!: number;
  answeredAt!: string;
}

@ApiSchema({ name: 'WorkerHealth' })
export class WorkerHealthDto {
  status!: 'ok';
  /** The worker that answered the ping. */
  worker!: WorkerPingDto;
}
