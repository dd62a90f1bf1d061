import { Inject, Injectable } from '@nestjs/common';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { ServerFunction } from '../functions/index.js';
import type { ServerFunctionHandler } from '../functions/index.js';
import type { StreakSummary } from '../workouts/index.js';
import { StreakReader } from '../workouts/index.js';
import { StreakDto } from './dto/dashboard-response.dto.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';

/**
 * `calculateStreak {}` (spec §7), called by the client after each saved set. The streak is
 * computed from the read model whenever asked, so this only reports it.
 */
@Injectable()
@ServerFunction({ name: 'calculateStreak', result: StreakDto })
export class CalculateStreakFunction implements ServerFunctionHandler<object, StreakSummary> {
  constructor(@Inject(StreakReader) private readonly streaks: StreakReader) {}

  run(user: SignedInUser, _params: object, meta: RequestMeta): Promise<StreakSummary> {
    return this.streaks.compute(user.id, meta.now);
  }
}
