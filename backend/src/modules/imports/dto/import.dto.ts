import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `POST /api/imports` and `/api/imports/preview`: the export in the multipart field `file`. */
@ApiSchema({ name: 'ImportUpload' })
export class ImportUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A CSV export of Strong, Hevy or Hantelwerk' }) file!: unknown;
  /** The unit of weights the file states no unit for (Strong classic); guessed when left out */
  unit?: 'kg' | 'lb';
}

@ApiSchema({ name: 'ImportSkippedRow' })
export class ImportSkippedRowDto {
  /** The file line; the header is line 1 */
  line!: number;
  code!: string;
  message!: string;
}

@ApiSchema({ name: 'ImportPreviewExercise' })
export class ImportPreviewExerciseDto {
  /** The names the file writes for it */
  imported_names!: string[];
  /** The lifter's exercise the sets join, or the one the import creates */
  name!: string;
  catalogue_id!: string | null;
  @ApiProperty({ enum: ['existing', 'new'] }) status!: 'existing' | 'new';
  sets!: number;
}

/** What a file holds, before anything is saved. */
@ApiSchema({ name: 'ImportPreview' })
export class ImportPreviewDto {
  format!: 'strong' | 'hevy' | 'hantelwerk';
  /** The unit weights without one are read in */
  unit!: 'kg' | 'lb';
  /** Whether the file states no unit for some weights, so the lifter should confirm `unit` */
  unit_assumed!: boolean;
  rows!: number;
  trainings!: number;
  sets!: number;
  warmups!: number;
  /** yyyy-MM-dd of the first training */
  first_date!: string | null;
  last_date!: string | null;
  exercises!: ImportPreviewExerciseDto[];
  sets_skipped!: number;
  /** The first 100 */
  skipped!: ImportSkippedRowDto[];
}

@ApiSchema({ name: 'ImportStarted' })
export class ImportStartedDto {
  id!: string;
  // In the order a job goes through them (the type's own order is the compiler's).
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] }) state!: 'queued' | 'running' | 'done' | 'failed';
}

@ApiSchema({ name: 'ImportError' })
export class ImportErrorDto {
  code!: string;
  message!: string;
}

/** `GET /api/imports/{id}`: the progress of an import and, once done, its report. */
@ApiSchema({ name: 'ImportReport' })
export class ImportReportDto extends ImportStartedDto {
  /** Sets handled of all, 0–100 */
  progress!: number;
  format!: 'strong' | 'hevy' | 'hantelwerk' | null;
  file_name!: string;
  unit!: 'kg' | 'lb' | null;
  /** Data rows of the file */
  rows!: number;
  /** Sets handled so far */
  sets_done!: number;
  /** Sets of the file */
  sets_total!: number;
  sets_imported!: number;
  sets_skipped!: number;
  duplicates!: number;
  sessions!: number;
  exercises_matched!: number;
  exercises_created!: number;
  /** The first 100, by line */
  skipped!: ImportSkippedRowDto[];
  error?: ImportErrorDto;
  created_at!: string;
  finished_at!: string | null;
}
