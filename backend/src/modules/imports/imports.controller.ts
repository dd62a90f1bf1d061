import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { invalid, invalidField } from '../../common/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import { CommandRunner } from '../../event-store/command-runner.js';
import type { JobQueue } from '../jobs/index.js';
import { NeedsRedisGuard } from '../jobs/index.js';
import { IMPORT_HISTORY } from './import-history.job.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { catalogueIndex } from '../exercises/index.js';
import { RateLimit } from '../limits/index.js';
import { MachinesReader } from '../workouts/index.js';
import { refuse } from '../../common/refuse.js';
import { ImportPreviewDto, ImportReportDto, ImportStartedDto, ImportUploadDto } from './dto/import.dto.js';
import { chooseExercises } from './exercise-choice.js';
import { ImportJobs } from './import-jobs.js';
import { previewOf } from './import-preview.js';
import { toImportReport } from './import-report.js';
import { ImportUploadErrorsFilter } from './import-upload-errors.filter.js';
import { ImportFileError, readImport } from './parsing/index.js';
import type { ImportFormat, WeightUnit } from './parsing/index.js';
import { readFile } from './read-file.js';

/** The imports a lifter looks back on. */
const LISTED_IMPORTS = 20;

function unitOf(body: { unit?: unknown } | undefined): WeightUnit | null {
  const unit = body?.unit;
  if (unit === undefined || unit === '') return null;
  if (unit !== 'kg' && unit !== 'lb') throw invalidField('unit', 'import.unit');
  return unit;
}

function fileOf(file: Express.Multer.File | undefined): Express.Multer.File {
  if (!file) throw invalidField('file', 'import.file_required');
  return file;
}

/** A file that is no export is refused with its code; the parser's own words name what it found. */
async function refusingFileErrors<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportFileError) throw invalid(error.code, { reason: error.message });
    throw error;
  }
}

/**
 * Checks what makes a file importable before it is stored: its header names a known export and at
 * least one data row follows. The rows themselves are read by the job.
 */
async function importableFormat(bytes: Buffer): Promise<ImportFormat> {
  const reading = readImport(Readable.from([bytes]));
  const { format } = await reading.format;
  const rows = reading.rows[Symbol.asyncIterator]();
  await rows.next();
  await rows.return?.();
  return format;
}

/** Bringing a training history from Strong, Hevy or Hantelwerk (docs/api.md "Imports"). */
@Controller('imports')
@UseGuards(SignedInGuard)
export class ImportsController {
  constructor(
    @Inject(ImportJobs) private readonly imports: ImportJobs,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @InjectQueue(IMPORT_HISTORY.queue) private readonly queue: JobQueue<'import-history'>,
  ) {}

  /** What the file holds and where its exercises go; nothing is saved. */
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @RateLimit('imports')
  @UseInterceptors(FileInterceptor('file'))
  @UseFilters(ImportUploadErrorsFilter)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportUploadDto })
  async preview(@CurrentUser() user: SignedInUser, @UploadedFile() upload: Express.Multer.File | undefined, @Body() body: unknown): Promise<ImportPreviewDto> {
    const unit = unitOf(body as { unit?: unknown });
    const file = await refusingFileErrors(() => readFile(fileOf(upload).buffer, unit));
    const choices = chooseExercises(
      file.sets.map((set) => set.exerciseName),
      catalogueIndex,
      await this.machines.list(user.id),
    );
    return previewOf(file, choices);
  }

  /** 202: a worker imports the file; poll `GET /api/imports/{id}` for its progress and report. */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('imports')
  @UseGuards(NeedsRedisGuard)
  @UseInterceptors(FileInterceptor('file'))
  @UseFilters(ImportUploadErrorsFilter)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportUploadDto })
  async start(@CurrentUser() user: SignedInUser, @UploadedFile() upload: Express.Multer.File | undefined, @Body() body: unknown): Promise<ImportStartedDto> {
    const unit = unitOf(body as { unit?: unknown });
    const file = fileOf(upload);
    const format = await refusingFileErrors(() => importableFormat(file.buffer));
    if (await this.imports.hasUnfinished(user.id)) throw refuse.conflict('import.busy');
    const id = randomUUID();
    const job = { id, userId: user.id, fileName: file.originalname.slice(0, 200), content: file.buffer, unit, format };
    await this.runner.run({ userId: user.id }, (session) => this.imports.create(session.tx, job), { retries: 0 });
    try {
      const data = { ownerId: user.id, importId: id };
      await this.queue.add('import-history', data, { jobId: IMPORT_HISTORY.id(data) });
    } catch (error) {
      await this.imports.remove(id);
      throw error;
    }
    return { id, state: 'queued' };
  }

  @Get()
  async list(@CurrentUser() user: SignedInUser): Promise<ImportReportDto[]> {
    return (await this.imports.listOwn(user.id, LISTED_IMPORTS)).map(toImportReport);
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<ImportReportDto> {
    const row = isUuid(id) ? await this.imports.findOwn(user.id, id.toLowerCase()) : null;
    if (!row) throw refuse.notFound('import.not_found');
    return toImportReport(row);
  }
}
