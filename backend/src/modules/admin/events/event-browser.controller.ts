import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { invalid, notFound } from '../../../common/domain-error.js';
import { isUuid } from '../../../common/uuid.js';
import { Database } from '../../../database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { AdminGuard } from '../../../common/http/admin.guard.js';
import { SignedInGuard } from '../../../common/http/signed-in.guard.js';
import { AdminEventDto, AdminEventPageDto, AdminStreamDto, EventTypesDto } from './admin-event.dto.js';
import type { RecordedEvent } from '../../../event-store/event.js';
import { AdminUsersQuery } from '../users/admin-users.query.js';
import { toAdminEvent, userOfEvent } from './admin-event.response.js';
import { EventPageQuery, StreamPageQuery } from './event-query.dto.js';

const PAGE_SIZE = 50;
const STREAM_PAGE_SIZE = 200;

/** The event log for admins: pages of the whole log, one stream's history, one event. */
@Controller('admin')
@UseGuards(SignedInGuard, AdminGuard)
export class EventBrowserController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(AdminUsersQuery) private readonly users: AdminUsersQuery,
  ) {}

  /** Events as the admin reads them, each naming its user's address. */
  private async named(events: RecordedEvent[]): Promise<AdminEventDto[]> {
    const ids = [...new Set(events.map(userOfEvent).filter((id): id is string => id !== null))];
    const emails = await this.users.emailsOf(ids);
    return events.map((event) => toAdminEvent(event, emails));
  }

  @Get('events')
  async page(@Query() query: EventPageQuery): Promise<AdminEventPageDto> {
    const limit = query.limit ?? PAGE_SIZE;
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to && from >= to) throw invalid('admin.from_after_to');
    const [events, head] = await Promise.all([
      this.store.readPage(this.db, { before: query.before, streamId: query.stream, types: query.type?.split(','), userId: query.user, from, to }, limit),
      this.store.headPosition(this.db),
    ]);
    return { events: await this.named(events), next_before: events.length === limit ? events.at(-1)!.position : null, head };
  }

  @Get('event-types')
  async types(): Promise<EventTypesDto> {
    return { types: await this.store.eventTypes(this.db) };
  }

  @Get('events/:eventId')
  async event(@Param('eventId') eventId: string): Promise<AdminEventDto> {
    const event = isUuid(eventId) ? await this.store.findEvent(this.db, eventId) : null;
    if (!event) throw notFound('admin.event_not_found');
    return (await this.named([event]))[0]!;
  }

  @Get('streams/:streamId')
  async stream(@Param('streamId') streamId: string, @Query() query: StreamPageQuery): Promise<AdminStreamDto> {
    const limit = query.limit ?? STREAM_PAGE_SIZE;
    const [events, version] = await Promise.all([
      this.store.readStreamPage(this.db, streamId, query.after_version ?? 0, limit),
      this.store.streamVersion(this.db, streamId),
    ]);
    if (version === 0) throw notFound('admin.stream_not_found');
    return {
      stream_id: streamId,
      version,
      events: await this.named(events),
      next_after_version: events.length === limit && events.at(-1)!.streamVersion < version ? events.at(-1)!.streamVersion : null,
    };
  }
}
