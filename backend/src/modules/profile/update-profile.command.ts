import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { isUuid } from '../../common/uuid.js';
import { CommandRunner } from '../../event-store/command-runner.js';
import { refuse } from '../../common/refuse.js';
import { TrainingPlanEntity } from '../training-plans/read-models/index.js';
import { userDecider, userStream, UsersReader } from '../users/index.js';
import type { ProfileChanges } from '../users/index.js';

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(UsersReader) private readonly users: UsersReader,
  ) {}

  async execute({ userId, changes, meta }: UpdateProfileCommand): Promise<void> {
    // The metadata names who acted: an admin changing someone's profile, or the user themselves.
    const actor = meta.userId ?? userId;
    await this.runner.run({ userId: actor, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const selecting = changes.selected_training_plan_id;
      // The user's row first, then the plan's: the order a plan's deletion takes them in. An
      // admin's change waits for the user's erasure there (the admission only took the admin's).
      if ((typeof selecting === 'string' || actor !== userId) && !(await this.users.lock(session.tx.manager, userId))) throw refuse.notFound('user.not_found');
      const ownPlanIds = await ownLivePlanIds(session.tx.manager, userId, selecting);
      return session.handle(userStream(userId), userDecider, { type: 'UpdateProfile', data: { userId, changes, ownPlanIds, now: meta.now } });
    });
  }
}

/**
 * Whether the plan a change selects is one of the user's own, not deleted: its id, or nothing.
 * `FOR SHARE` holds off a deletion of that plan until this command commits (a deletion waiting
 * already is seen once it commits), so a plan cannot be selected as it goes.
 */
async function ownLivePlanIds(manager: EntityManager, userId: string, planId: string | null | undefined): Promise<string[]> {
  if (typeof planId !== 'string' || !isUuid(planId)) return [];
  const found = await manager
    .createQueryBuilder(TrainingPlanEntity, 'plan')
    .select('plan.id', 'id')
    .where('plan.id = :planId AND plan.user_id = :userId AND plan.deleted_at IS NULL', { planId: planId.toLowerCase(), userId })
    .setLock('pessimistic_read')
    .getRawMany<{ id: string }>();
  return found.map((row) => row.id);
}
