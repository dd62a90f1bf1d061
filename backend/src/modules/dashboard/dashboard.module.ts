import { Module } from '@nestjs/common';
import { MachineCommandsModule } from '../machines/index.js';
import { CalculateStreakFunction } from './calculate-streak.function.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardQuery } from './dashboard.query.js';
import { DashboardReadModel } from './dashboard.read-model.js';

@Module({
  imports: [MachineCommandsModule],
  controllers: [DashboardController],
  providers: [DashboardReadModel, DashboardQuery, CalculateStreakFunction],
  exports: [DashboardQuery],
})
export class DashboardModule {}
