import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { refuseOtherParams } from '../../common/http/query-filter.js';
import { IdempotencyKey } from '../../common/http/idempotency-key.js';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { DeleteWorkoutCommand, EditWorkoutCommand, LogWorkoutCommand } from './commands/index.js';
import type { LoggedWorkout } from './commands/index.js';
import { EditWorkoutDto, LogWorkoutDto } from './dto/workout.dto.js';
import { berlinDate } from './rules/calendar.js';
import { CreatedWorkoutEntryDto, WorkoutEntryDto } from './workout-response.dto.js';
import { toWorkoutResponse } from './workout.response.js';
import { parseWorkoutFilter } from './workout-filter.js';
import { parseWorkoutPage } from './workout-page.js';
import type { WorkoutChanges } from './workouts.decider.js';
import { workoutsCsv } from './workouts-csv.js';
import { WorkoutsReader } from './workouts.reader.js';
import { refuse } from '../../common/refuse.js';
import { isUuid } from '../../common/uuid.js';

/** An id that cannot exist is answered like one that is not the user's. */
function entryId(raw: string): string {
  if (!isUuid(raw)) throw refuse.notFound('set.not_found');
  return raw.toLowerCase();
}

/** Workout entries of the signed-in user (docs/api.md). */
@Controller('workouts')
@UseGuards(SignedInGuard)
export class WorkoutsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(WorkoutsReader) private readonly workouts: WorkoutsReader,
  ) {}

  @Get()
  @ApiQuery({ name: 'filter', required: false, type: String, description: 'JSON: `machine_id`, `created_by`, `date` ("yyyy-MM-dd" or `{gte, lte}`)' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: 'A page of at most this many entries (1–500), newest first; without it every entry' })
  @ApiQuery({
    name: 'before',
    required: false,
    type: String,
    format: 'uuid',
    description: "The page after this entry (the last entry's id of the page before)",
  })
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>): Promise<WorkoutEntryDto[]> {
    refuseOtherParams(query, 'filter', 'limit', 'before');
    const entries = await this.workouts.list(user.id, parseWorkoutFilter(query.filter), parseWorkoutPage(query));
    return entries.map(toWorkoutResponse);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'All own entries, UTF-8 with BOM, `;`-separated, decimal comma.' })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async exportCsv(@CurrentUser() user: SignedInUser, @Meta() meta: RequestMeta, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Disposition', `attachment; filename="hantelwerk-trainings-${berlinDate(meta.now)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    return workoutsCsv(await this.workouts.exportRows(user.id));
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<WorkoutEntryDto> {
    return toWorkoutResponse(await this.own(user.id, entryId(id)));
  }

  @Post()
  async log(
    @CurrentUser() user: SignedInUser,
    @Body() body: LogWorkoutDto,
    @Meta() meta: RequestMeta,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CreatedWorkoutEntryDto> {
    const values = {
      maxWeight: body.max_weight,
      reps: body.reps,
      date: body.date,
      notes: body.notes ?? null,
      setType: body.set_type ?? 'normal',
      rpe: body.rpe ?? null,
    };
    const logged: LoggedWorkout = await this.commandBus.execute(new LogWorkoutCommand(user, body.machine_id.toLowerCase(), values, meta, idempotencyKey));
    const holders = logged.holders ?? (await this.workouts.recordHoldersOf(user.id, logged.entry.machine_id));
    return { ...toWorkoutResponse({ entry: logged.entry, holders }), hanteln_earned: logged.hantelnEarned };
  }

  @Put(':id')
  async edit(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: EditWorkoutDto,
    @Meta() meta: RequestMeta,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<WorkoutEntryDto> {
    const ownId = entryId(id);
    const changes: WorkoutChanges = {};
    if (body.max_weight !== undefined) changes.maxWeight = body.max_weight;
    if (body.reps !== undefined) changes.reps = body.reps;
    if (body.date !== undefined) changes.date = body.date;
    if (body.notes !== undefined) changes.notes = body.notes;
    if (body.set_type !== undefined) changes.setType = body.set_type;
    if (body.rpe !== undefined) changes.rpe = body.rpe;
    await this.commandBus.execute(new EditWorkoutCommand(user.id, ownId, changes, meta, idempotencyKey));
    return toWorkoutResponse(await this.own(user.id, ownId));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Meta() meta: RequestMeta,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<void> {
    await this.commandBus.execute(new DeleteWorkoutCommand(user.id, entryId(id), meta, idempotencyKey));
  }

  private async own(userId: string, id: string) {
    const row = await this.workouts.findOwn(userId, id);
    if (!row) throw refuse.notFound('set.not_found');
    return row;
  }
}
