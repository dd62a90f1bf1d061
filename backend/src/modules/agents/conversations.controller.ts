import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { RateLimit } from '../limits/index.js';
import { AGENTS } from './agents.js';
import { PostUserMessageCommand } from './commands/post-user-message.command.js';
import { StartConversationCommand } from './commands/start-conversation.command.js';
import { toConversationResponse } from './conversation.response.js';
import { ConversationDto } from './dto/conversation-response.dto.js';
import { CreateConversationDto, ListConversationsQuery, SendMessageDto } from './dto/conversation.dto.js';
import { ConversationsReader } from './queries/conversations.reader.js';
import { ReplyAdmission } from './reply-admission.js';
import { refuse } from '../../common/refuse.js';

/** The agent conversations of spec section 7; every route is scoped to the signed-in user. */
@Controller('agents/conversations')
@UseGuards(SignedInGuard)
export class ConversationsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(ConversationsReader) private readonly conversations: ConversationsReader,
    @Inject(ReplyAdmission) private readonly admission: ReplyAdmission,
  ) {}

  @Post()
  @RateLimit('conversations')
  async create(@CurrentUser() user: SignedInUser, @Body() body: CreateConversationDto, @Meta() meta: RequestMeta): Promise<ConversationDto> {
    const metadata = body.metadata ? { name: body.metadata.name.trim(), type: body.metadata.type.trim() } : { ...AGENTS[body.agent_name].metadata };
    const id = await this.commandBus.execute(new StartConversationCommand(user.id, body.agent_name, metadata, meta));
    return toConversationResponse((await this.conversations.findOwn(user.id, id))!);
  }

  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() query: ListConversationsQuery): Promise<ConversationDto[]> {
    const rows = await this.conversations.listOwn(user.id, { agentName: query.agent_name, status: query.status, limit: query.limit ?? 50 });
    return rows.map(toConversationResponse);
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<ConversationDto> {
    const row = await this.conversations.findOwn(user.id, id);
    if (!row) throw refuse.notFound('conversation.not_found');
    return toConversationResponse(row);
  }

  /** 202: the reply is written by a worker; poll the conversation (or `GET /api/jobs/{pending_job_id}`). */
  @Post(':id/messages')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('chat')
  async send(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Body() body: SendMessageDto, @Meta() meta: RequestMeta): Promise<ConversationDto> {
    const row = await this.conversations.findOwn(user.id, id);
    if (!row) throw refuse.notFound('conversation.not_found');
    await this.admission.admit(user.id, row.agent_name, meta.now);
    await this.commandBus.execute(new PostUserMessageCommand(user.id, id, row.agent_name, body.content, meta));
    return toConversationResponse((await this.conversations.findOwn(user.id, id))!);
  }
}
