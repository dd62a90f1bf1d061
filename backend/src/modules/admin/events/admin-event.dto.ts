import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from '../../../common/http/api-json-property.js';

/** Who caused an event and in answer to what. */
@ApiSchema({ name: 'AdminEventMetadata' })
export class AdminEventMetadataDto {
  @ApiProperty({ type: String, nullable: true }) user_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) request_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The event (id) or request that led to this one.' }) causation_id!: string | null;
}

@ApiSchema({ name: 'AdminEvent' })
export class AdminEventDto {
  @ApiProperty() position!: number;
  @ApiProperty() event_id!: string;
  @ApiProperty() stream_id!: string;
  @ApiProperty() stream_version!: number;
  @ApiProperty() type!: string;
  @ApiProperty() schema_version!: number;
  @ApiJsonProperty({ description: "The event's data as stored." }) data!: unknown;
  @ApiProperty() metadata!: AdminEventMetadataDto;
  @ApiProperty() recorded_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The user the event is about (`data.userId`), else who caused it.' })
  user_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "That user's address; null once the account is deleted." }) user_email!: string | null;
}

/** `GET /api/admin/events`: newest first; pass `next_before` as `before` for the next page. */
@ApiSchema({ name: 'AdminEventPage' })
export class AdminEventPageDto {
  @ApiProperty({ type: [AdminEventDto] }) events!: AdminEventDto[];
  @ApiProperty({ type: Number, nullable: true }) next_before!: number | null;
  @ApiProperty({ description: 'The newest position in the log when the page was read.' }) head!: number;
}

/** `GET /api/admin/streams/{id}`: oldest first; pass `next_after_version` as `after_version`. */
@ApiSchema({ name: 'AdminStream' })
export class AdminStreamDto {
  @ApiProperty() stream_id!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: [AdminEventDto] }) events!: AdminEventDto[];
  @ApiProperty({ type: Number, nullable: true }) next_after_version!: number | null;
}

@ApiSchema({ name: 'EventTypes' })
export class EventTypesDto {
  @ApiProperty({ type: [String], description: 'Every event type in the log.' }) types!: string[];
}
