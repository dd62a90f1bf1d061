import { Module } from '@nestjs/common';
import { MachineCommandsModule } from '../workouts/index.js';
import { CalculateStreakFunction } from './calculate-streak.function.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardQuery } from './dashboard.query.js';
import { DashboardReader } from './dashboard.reader.js';

@Module({
  imports: [MachineCommandsModule],
  controllers: [DashboardController],
  providers: [DashboardReader, DashboardQuery, CalculateStreakFunction],
  exports: [DashboardQuery],
})
export class DashboardModule {}
