import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, SignedInGuard } from '../../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../../common/http/signed-in.guard.js';
import { SessionEndings } from './session-endings.js';
import { StreamSlots } from '../../limits/index.js';
import { refuse } from '../../../common/refuse.js';
import { toConversationResponse } from '../conversation.response.js';
import { ConversationDto, ReplyInProgressDto } from '../dto/conversation-response.dto.js';
import { ConversationsReader } from '../queries/conversations.reader.js';
import type { ChannelMessage } from './conversation-channel.js';
import { ConversationSubscriptions } from './conversation-subscriptions.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;

/**
 * `GET /api/agents/conversations/:id/stream`: the conversation as server-sent events for the chat
 * screen. `conversation` on connect and whenever it changed; `reply` with the text the coach has
 * written so far. The client polls when the stream is not open (spec: every second). A user has at
 * most `CHAT_STREAMS_PER_USER` streams open over all replicas (`StreamSlots`); one more is a 429.
 */
@Controller('agents/conversations')
@UseGuards(SignedInGuard)
export class ConversationStreamController {
  constructor(
    @Inject(ConversationsReader) private readonly conversations: ConversationsReader,
    @Inject(ConversationSubscriptions) private readonly subscriptions: ConversationSubscriptions,
    @Inject(StreamSlots) private readonly slots: StreamSlots,
    @Inject(SessionEndings) private readonly sessionEndings: SessionEndings,
  ) {}

  @Get(':id/stream')
  @ApiProduces('text/event-stream')
  @ApiExtraModels(ConversationDto, ReplyInProgressDto)
  @ApiOkResponse({
    schema: { type: 'string' },
    description: 'Server-sent events: `conversation` (a Conversation) on connect and after every change, `reply` (a ReplyInProgress) while the coach writes.',
  })
  async stream(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    // Whatever is set up is torn down once the connection closes, also while this is still setting up.
    let closed = false;
    const teardown: (() => void)[] = [];
    const whenClosed = (undo: () => void) => (closed ? undo() : teardown.push(undo));
    const close = () => {
      if (closed) return;
      closed = true;
      for (const undo of teardown.splice(0)) undo();
    };
    // The response's 'close' comes when it ends or its connection drops, however abruptly.
    res.on('close', close);

    if (!(await this.conversations.findOwn(user.id, id))) throw refuse.notFound('conversation.not_found');
    const end = () => {
      close();
      res.end();
    };
    whenClosed(await this.slots.take(user.id, end));
    if (closed) return;
    // Signed out here or elsewhere, signed out by another device, the account deleted: the stream ends with its session.
    whenClosed(await this.sessionEndings.watch(req.sessionID, end));
    if (closed) return;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // Reads in order, so an older state never overtakes a newer one on the way out.
    let reading = Promise.resolve();
    const sendConversation = () => {
      reading = reading
        .then(async () => {
          const row = await this.conversations.findOwn(user.id, id);
          if (row) send('conversation', toConversationResponse(row));
        })
        .catch(() => undefined);
    };
    const onMessage = (message: ChannelMessage) => {
      if (message.type === 'changed') sendConversation();
      else send('reply', { in_reply_to: message.inReplyTo, content: message.content });
    };
    const keepAlive = setInterval(() => !res.writableEnded && res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    whenClosed(() => clearInterval(keepAlive));
    // Subscribed before the first read: a change between the two is sent twice, never missed.
    whenClosed(await this.subscriptions.subscribe(id, onMessage));
    if (!closed) sendConversation();
  }
}
