import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { ExercisesController } from './exercises.controller.js';

/** The exercise catalogue over HTTP; other contexts use its index (index.ts) without Nest. */
@Module({
  imports: [UsersModule],
  controllers: [ExercisesController],
})
export class ExercisesModule {}
