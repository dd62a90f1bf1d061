import { Module } from '@nestjs/common';
import { AdminGuard } from '../../common/http/admin.guard.js';
import { feedbackCommandHandlers } from './commands/index.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackReadModel } from './feedback.read-model.js';

@Module({
  controllers: [FeedbackController],
  providers: [FeedbackReadModel, AdminGuard, ...feedbackCommandHandlers],
})
export class FeedbackModule {}
