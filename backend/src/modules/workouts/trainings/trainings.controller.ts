import { Body, Controller, Get, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import { Meta } from '../../../common/http/request-meta.js';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { refuseOtherParams } from '../../../common/http/query-filter.js';
import { isUuid } from '../../../common/uuid.js';
import { CurrentUser, SignedInGuard } from '../../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../../common/http/signed-in.guard.js';
import { refuse } from '../../../common/refuse.js';
import { parseWorkoutPage } from '../workout-page.js';
import { toWorkoutResponse } from '../workout.response.js';
import { WorkoutsReader } from '../workouts.reader.js';
import { RecordTrainingCommand } from './record-training.command.js';
import { RecordTrainingDto } from './record-training.dto.js';
import { TrainingSessionDto, TrainingSessionWithSetsDto } from './training-response.dto.js';
import type { TrainingWithCount } from './trainings.reader.js';
import { TrainingsReader } from './trainings.reader.js';

const toSessionResponse = (row: TrainingWithCount): TrainingSessionDto => ({
  id: row.id,
  title: row.title,
  started_at: row.started_at.toISOString(),
  duration_min: row.duration_min,
  notes: row.notes,
  set_count: row.set_count,
});

/** The signed-in user's trainings (docs/api.md "Sessions"). */
@Controller('sessions')
@UseGuards(SignedInGuard)
export class TrainingsController {
  constructor(
    @Inject(TrainingsReader) private readonly trainings: TrainingsReader,
    @Inject(WorkoutsReader) private readonly workouts: WorkoutsReader,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  /** A guided training as it ended, with the sets logged in it; sent again, the same training. */
  @Post()
  async record(@CurrentUser() user: SignedInUser, @Body() body: RecordTrainingDto, @Meta() meta: RequestMeta): Promise<TrainingSessionWithSetsDto> {
    const training = {
      title: body.title,
      startedAt: new Date(body.started_at),
      durationMin: body.duration_min ?? null,
      notes: body.notes ?? null,
      sets: body.sets,
    };
    return this.get(user, await this.commandBus.execute(new RecordTrainingCommand(user.id, training, meta)));
  }

  @Get()
  @ApiQuery({ name: 'limit', required: false, type: Number, description: 'A page of at most this many trainings (1–500), newest first' })
  @ApiQuery({
    name: 'before',
    required: false,
    type: String,
    format: 'uuid',
    description: "The page after this training (the last training's id of the page before)",
  })
  async list(@CurrentUser() user: SignedInUser, @Query() query: Record<string, unknown>): Promise<TrainingSessionDto[]> {
    refuseOtherParams(query, 'limit', 'before');
    return (await this.trainings.list(user.id, parseWorkoutPage(query))).map(toSessionResponse);
  }

  @Get(':id')
  async get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<TrainingSessionWithSetsDto> {
    const found = isUuid(id) ? await this.trainings.findOwn(user.id, id.toLowerCase()) : null;
    if (!found) throw refuse.notFound('session.not_found');
    const holders = await this.workouts.recordHoldersOfUser(user.id);
    return {
      ...toSessionResponse(found.training),
      sets: found.sets.map((entry) => toWorkoutResponse({ entry, holders: holders.get(entry.machine_id) ?? null })),
    };
  }
}
