import { Module } from '@nestjs/common';
import { AdminGuard } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { feedbackCommandHandlers } from './commands/index.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackReadModel } from './feedback.read-model.js';

@Module({
  imports: [UsersModule],
  controllers: [FeedbackController],
  providers: [FeedbackReadModel, AdminGuard, ...feedbackCommandHandlers],
})
export class FeedbackModule {}
