import { Module } from '@nestjs/common';
import { AdminGuard } from '../../common/http/admin.guard.js';
import { feedbackCommandHandlers } from './commands/index.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackReader } from './feedback.reader.js';

@Module({
  controllers: [FeedbackController],
  providers: [FeedbackReader, AdminGuard, ...feedbackCommandHandlers],
})
export class FeedbackModule {}
