import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** `POST /api/imports` and `/api/imports/preview`: the export in the multipart field `file`. */
@ApiSchema({ name: 'ImportUpload' })
export class ImportUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A CSV export of Strong, Hevy or Hantelwerk' }) file!: unknown;
  @ApiPropertyOptional({ enum: ['kg', 'lb'], description: 'The unit of weights the file states no unit for (Strong classic); guessed when left out' })
  unit?: 'kg' | 'lb';
}

@ApiSchema({ name: 'ImportSkippedRow' })
export class ImportSkippedRowDto {
  @ApiProperty({ description: 'The file line; the header is line 1' }) line!: number;
  @ApiProperty() code!: string;
  @ApiProperty() message!: string;
}

@ApiSchema({ name: 'ImportPreviewExercise' })
export class ImportPreviewExerciseDto {
  @ApiProperty({ type: [String], description: 'The names the file writes for it' }) imported_names!: string[];
  @ApiProperty({ description: "The lifter's exercise the sets join, or the one the import creates" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) catalogue_id!: string | null;
  @ApiProperty({ enum: ['existing', 'new'] }) status!: 'existing' | 'new';
  @ApiProperty() sets!: number;
}

/** What a file holds, before anything is saved. */
@ApiSchema({ name: 'ImportPreview' })
export class ImportPreviewDto {
  @ApiProperty({ enum: ['strong', 'hevy', 'hantelwerk'] }) format!: 'strong' | 'hevy' | 'hantelwerk';
  @ApiProperty({ enum: ['kg', 'lb'], description: 'The unit weights without one are read in' }) unit!: 'kg' | 'lb';
  @ApiProperty({ description: 'Whether the file states no unit for some weights, so the lifter should confirm `unit`' }) unit_assumed!: boolean;
  @ApiProperty() rows!: number;
  @ApiProperty() trainings!: number;
  @ApiProperty() sets!: number;
  @ApiProperty() warmups!: number;
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd of the first training' }) first_date!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_date!: string | null;
  @ApiProperty({ type: [ImportPreviewExerciseDto] }) exercises!: ImportPreviewExerciseDto[];
  @ApiProperty() sets_skipped!: number;
  @ApiProperty({ type: [ImportSkippedRowDto], description: 'The first 100' }) skipped!: ImportSkippedRowDto[];
}

@ApiSchema({ name: 'ImportStarted' })
export class ImportStartedDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: 'queued' | 'running' | 'done' | 'failed';
}

@ApiSchema({ name: 'ImportError' })
export class ImportErrorDto {
  @ApiProperty() code!: string;
  @ApiProperty() message!: string;
}

/** `GET /api/imports/{id}`: the progress of an import and, once done, its report. */
@ApiSchema({ name: 'ImportReport' })
export class ImportReportDto extends ImportStartedDto {
  @ApiProperty({ description: 'Sets handled of all, 0–100' }) progress!: number;
  @ApiProperty({ type: String, nullable: true, enum: ['strong', 'hevy', 'hantelwerk'] }) format!: 'strong' | 'hevy' | 'hantelwerk' | null;
  @ApiProperty() file_name!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['kg', 'lb'] }) unit!: 'kg' | 'lb' | null;
  @ApiProperty({ description: 'Data rows of the file' }) rows!: number;
  @ApiProperty({ description: 'Sets handled so far' }) sets_done!: number;
  @ApiProperty({ description: 'Sets of the file' }) sets_total!: number;
  @ApiProperty() sets_imported!: number;
  @ApiProperty() sets_skipped!: number;
  @ApiProperty() duplicates!: number;
  @ApiProperty() sessions!: number;
  @ApiProperty() exercises_matched!: number;
  @ApiProperty() exercises_created!: number;
  @ApiProperty({ type: [ImportSkippedRowDto], description: 'The first 100, by line' }) skipped!: ImportSkippedRowDto[];
  @ApiPropertyOptional({ type: ImportErrorDto }) error?: ImportErrorDto;
  @ApiProperty() created_at!: string;
  @ApiProperty({ type: String, nullable: true }) finished_at!: string | null;
}
