import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from '../../../common/http/api-json-property.js';

/** Who caused an event and in answer to what. */
@ApiSchema({ name: 'AdminEventMetadata' })
export class AdminEventMetadataDto {
  @ApiProperty({ type: String, nullable: true }) user_id!: string | null;
  request_id!: string | null;
  /** The event (id) or request that led to this one. */
  causation_id!: string | null;
}

@ApiSchema({ name: 'AdminEvent' })
export class AdminEventDto {
  position!: number;
  event_id!: string;
  stream_id!: string;
  stream_version!: number;
  type!: string;
  schema_version!: number;
  @ApiJsonProperty({ description: "The event's data as stored." }) data!: unknown;
  metadata!: AdminEventMetadataDto;
  recorded_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The user the event is about (`data.userId`), else who caused it.' })
  user_id!: string | null;
  /** That user's address; null once the account is deleted. */
  user_email!: string | null;
}

/** `GET /api/admin/events`: newest first; pass `next_before` as `before` for the next page. */
@ApiSchema({ name: 'AdminEventPage' })
export class AdminEventPageDto {
  events!: AdminEventDto[];
  next_before!: number | null;
  /** The newest position in the log when the page was read. */
  head!: number;
}

/** `GET /api/admin/streams/{id}`: oldest first; pass `next_after_version` as `after_version`. */
@ApiSchema({ name: 'AdminStream' })
export class AdminStreamDto {
  stream_id!: string;
  version!: number;
  events!: AdminEventDto[];
  next_after_version!: number | null;
}

@ApiSchema({ name: 'EventTypes' })
export class EventTypesDto {
  /** Every event type in the log. */
  types!: string[];
}
