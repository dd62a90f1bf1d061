import { Module } from '@nestjs/common';
import { ExercisesController } from './exercises.controller.js';

/** The exercise catalogue over HTTP; other contexts use its index (index.ts) without Nest. */
@Module({
  controllers: [ExercisesController],
})
export class ExercisesModule {}
