import { Body, Controller, Get, Inject, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { invalid } from '../../common/domain-error.js';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { AdminGuard } from '../../common/http/admin.guard.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { refuse } from '../../common/refuse.js';
import { isOwnUpload } from '../uploads/index.js';
import { ChangeFeedbackStatusCommand, SubmitFeedbackCommand } from './commands/index.js';
import { FeedbackDto } from './dto/feedback-response.dto.js';
import { FeedbackListQuery, FeedbackStatusQuery, SubmitFeedbackDto } from './dto/feedback.dto.js';
import { FeedbackReader } from './feedback.reader.js';
import { toFeedbackResponse } from './feedback.response.js';

/** Build the spec's client sends with feedback (§9). */
const DEFAULT_BUILD_VERSION = '1.0.8';

/** Feedback and bug reports: any user sends, admins list and triage (docs/api.md, "Feedback"). */
@Controller('feedback')
@UseGuards(SignedInGuard)
export class FeedbackController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(FeedbackReader) private readonly feedback: FeedbackReader,
  ) {}

  @Post()
  async submit(@CurrentUser() user: SignedInUser, @Body() body: SubmitFeedbackDto, @Meta() meta: RequestMeta): Promise<FeedbackDto> {
    // null passes @IsOptional, and means "not sent" like a missing address.
    if (body.user_email != null && body.user_email.toLowerCase() !== user.email.toLowerCase()) {
      throw invalid('feedback.own_address', [{ field: 'user_email', problems: ['feedback.not_own_address'] }]);
    }
    const imageUrl = body.image_url ?? '';
    // An admin's browser loads the screenshot: only a file this user uploaded here, never any URL.
    if (imageUrl !== '' && !isOwnUpload(imageUrl, user.id)) throw refuse.field('image_url', 'feedback.foreign_image');
    const row = await this.commandBus.execute(
      new SubmitFeedbackCommand(user, { message: body.message, imageUrl, buildVersion: body.build_version ?? DEFAULT_BUILD_VERSION }, meta),
    );
    return toFeedbackResponse(row);
  }

  /** Every user's feedback: admins only (a plain user gets 403). */
  @Get()
  @UseGuards(AdminGuard)
  async list(@Query() query: FeedbackListQuery): Promise<FeedbackDto[]> {
    return (await this.feedback.list(query.sort !== 'created_date')).map(toFeedbackResponse);
  }

  /** `PUT /feedback?id=&status=` (no body, spec §7): admins only. */
  @Put()
  @UseGuards(AdminGuard)
  async changeStatus(@Query() query: FeedbackStatusQuery, @Meta() meta: RequestMeta): Promise<FeedbackDto> {
    const id = query.id.toLowerCase();
    await this.commandBus.execute(new ChangeFeedbackStatusCommand(id, query.status, meta));
    return toFeedbackResponse((await this.feedback.findById(id))!);
  }
}
