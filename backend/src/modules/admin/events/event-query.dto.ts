import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IntQueryParam } from '../../../common/http/int-query-param.js';
import { errorCode } from '../../../common/error-catalogue.js';

const EVENT_TYPES = /^[A-Za-z][A-Za-z0-9]*(,[A-Za-z][A-Za-z0-9]*)*$/;

/** `GET /api/admin/events`: a page of the log, newest first, narrowed by any of the filters. */
export class EventPageQuery {
  @IntQueryParam('before', 1) before?: number;
  @IntQueryParam('limit', 1, 200) limit?: number;

  /** A stream id. */
  @IsOptional()
  @IsString({ message: errorCode('admin.stream_not_text') })
  @MaxLength(200, { message: errorCode('admin.stream_too_long') })
  stream?: string;

  /** One type or several, comma-separated. */
  @IsOptional()
  @Matches(EVENT_TYPES, { message: errorCode('admin.event_type') })
  @MaxLength(500, { message: errorCode('admin.event_type_too_long') })
  type?: string;

  /** Events about that user. */
  @IsOptional()
  @IsUUID('all', { message: errorCode('admin.user_id') })
  user?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Recorded at or after.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: errorCode('admin.from_time') })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Recorded before.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: errorCode('admin.to_time') })
  to?: string;
}

/** `GET /api/admin/streams/{id}`: one stream's history, oldest first. */
export class StreamPageQuery {
  @IntQueryParam('after_version', 0) after_version?: number;
  @IntQueryParam('limit', 1, 500) limit?: number;
}
