import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../auth/index.js';
import type { UserRow } from '../users/index.js';
import { AGENTS } from './agents.js';
import { ChatRateLimiter } from './chat-rate-limiter.js';
import { PostUserMessageCommand } from './commands/post-user-message.command.js';
import { StartConversationCommand } from './commands/start-conversation.command.js';
import { toConversationResponse } from './conversation.response.js';
import { CreateConversationDto, ListConversationsQuery, SendMessageDto } from './dto/conversation.dto.js';
import { ConversationsReadModel } from './queries/conversations.read-model.js';
import { refuse } from '../refuse.js';

/** The agent conversations of spec section 7; every route is scoped to the signed-in user. */
@Controller('agents/conversations')
@UseGuards(SignedInGuard)
export class ConversationsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(ConversationsReadModel) private readonly conversations: ConversationsReadModel,
    @Inject(ChatRateLimiter) private readonly rateLimiter: ChatRateLimiter,
  ) {}

  @Post()
  async create(@CurrentUser() user: UserRow, @Body() body: CreateConversationDto, @Meta() meta: RequestMeta) {
    const metadata = body.metadata ? { name: body.metadata.name.trim(), type: body.metadata.type.trim() } : { ...AGENTS[body.agent_name].metadata };
    const id = await this.commandBus.execute(new StartConversationCommand(user.id, body.agent_name, metadata, meta));
    return toConversationResponse((await this.conversations.findOwn(user.id, id))!);
  }

  @Get()
  async list(@CurrentUser() user: UserRow, @Query() query: ListConversationsQuery) {
    const rows = await this.conversations.listOwn(user.id, { agentName: query.agent_name, status: query.status, limit: query.limit ?? 50 });
    return rows.map(toConversationResponse);
  }

  @Get(':id')
  async get(@CurrentUser() user: UserRow, @Param('id') id: string) {
    const row = await this.conversations.findOwn(user.id, id);
    if (!row) throw refuse.notFound('conversation.not_found');
    return toConversationResponse(row);
  }

  /** 202: the reply is written by a worker; poll the conversation (or `GET /api/jobs/{pending_job_id}`). */
  @Post(':id/messages')
  @HttpCode(HttpStatus.ACCEPTED)
  async send(
    @CurrentUser() user: UserRow,
    @Param('id') id: string,
    @Body() body: SendMessageDto,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) res: Response,
  ) {
    const row = await this.conversations.findOwn(user.id, id);
    if (!row) throw refuse.notFound('conversation.not_found');
    const admission = await this.rateLimiter.admit(user.id, meta.now.getTime());
    if (!admission.allowed) {
      const seconds = Math.ceil(admission.retryAfterMs / 1000);
      res.setHeader('Retry-After', String(seconds));
      throw new HttpException(
        {
          message: `Du hast in kurzer Zeit sehr viele Nachrichten geschickt. Bitte warte ${seconds < 90 ? `${seconds} Sekunden` : `etwa ${Math.ceil(seconds / 60)} Minuten`} und versuche es dann erneut.`,
          details: { retry_after_seconds: seconds },
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    await this.commandBus.execute(new PostUserMessageCommand(user.id, id, row.agent_name, body.content, meta));
    return toConversationResponse((await this.conversations.findOwn(user.id, id))!);
  }
}
