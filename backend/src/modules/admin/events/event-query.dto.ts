import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

const EVENT_TYPES = /^[A-Za-z][A-Za-z0-9]*(,[A-Za-z][A-Za-z0-9]*)*$/;

/** `GET /api/admin/events`: a page of the log, newest first, narrowed by any of the filters. */
export class EventPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'before muss eine ganze Zahl sein.' })
  @Min(1, { message: 'before muss mindestens 1 sein.' })
  before?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit muss eine ganze Zahl sein.' })
  @Min(1, { message: 'limit muss mindestens 1 sein.' })
  @Max(200, { message: 'limit darf höchstens 200 sein.' })
  limit?: number;

  @IsOptional()
  @IsString({ message: 'stream muss ein Text sein.' })
  @MaxLength(200, { message: 'stream darf höchstens 200 Zeichen lang sein.' })
  stream?: string;

  /** One type or several, comma-separated. */
  @IsOptional()
  @Matches(EVENT_TYPES, { message: 'type muss ein Ereignistyp sein (mehrere durch Kommas getrennt).' })
  @MaxLength(500, { message: 'type darf höchstens 500 Zeichen lang sein.' })
  type?: string;

  @IsOptional()
  @IsUUID('all', { message: 'user muss eine Benutzer-ID sein.' })
  user?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from muss ein Zeitpunkt (ISO 8601) sein.' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to muss ein Zeitpunkt (ISO 8601) sein.' })
  to?: string;
}

/** `GET /api/admin/streams/{id}`: one stream's history, oldest first. */
export class StreamPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'after_version muss eine ganze Zahl sein.' })
  @Min(0, { message: 'after_version darf nicht negativ sein.' })
  after_version?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit muss eine ganze Zahl sein.' })
  @Min(1, { message: 'limit muss mindestens 1 sein.' })
  @Max(500, { message: 'limit darf höchstens 500 sein.' })
  limit?: number;
}
