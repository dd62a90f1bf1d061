import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IntQueryParam } from '../../../common/http/int-query-param.js';

const EVENT_TYPES = /^[A-Za-z][A-Za-z0-9]*(,[A-Za-z][A-Za-z0-9]*)*$/;

/** `GET /api/admin/events`: a page of the log, newest first, narrowed by any of the filters. */
export class EventPageQuery {
  @IntQueryParam('before', 1) before?: number;
  @IntQueryParam('limit', 1, 200) limit?: number;

  @ApiPropertyOptional({ description: 'A stream id.' })
  @IsOptional()
  @IsString({ message: 'stream muss ein Text sein.' })
  @MaxLength(200, { message: 'stream darf höchstens 200 Zeichen lang sein.' })
  stream?: string;

  /** One type or several, comma-separated. */
  @ApiPropertyOptional({ description: 'One type or several, comma-separated.' })
  @IsOptional()
  @Matches(EVENT_TYPES, { message: 'type muss ein Ereignistyp sein (mehrere durch Kommas getrennt).' })
  @MaxLength(500, { message: 'type darf höchstens 500 Zeichen lang sein.' })
  type?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Events about that user.' })
  @IsOptional()
  @IsUUID('all', { message: 'user muss eine Benutzer-ID sein.' })
  user?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Recorded at or after.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from muss ein Zeitpunkt (ISO 8601) sein.' })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Recorded before.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to muss ein Zeitpunkt (ISO 8601) sein.' })
  to?: string;
}

/** `GET /api/admin/streams/{id}`: one stream's history, oldest first. */
export class StreamPageQuery {
  @IntQueryParam('after_version', 0) after_version?: number;
  @IntQueryParam('limit', 1, 500) limit?: number;
}
