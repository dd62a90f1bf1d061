import { Inject, Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import type { TrainingPlanRelationRow } from './read-models/training-plan-relations.entity.js';
import { TrainingPlanRelationEntity } from './read-models/training-plan-relations.entity.js';
import type { TrainingPlanRow } from './read-models/training-plans.entity.js';
import { TrainingPlanEntity } from './read-models/training-plans.entity.js';
import { UserEntity } from '../users/read-models/index.js';
import type { PlanFilter, RelationFilter } from './plan-filter.js';
import { isUuid } from '../../common/uuid.js';

export type { TrainingPlanRelationRow, TrainingPlanRow };

/** A relation with the number its day has now (its place in the plan). */
export interface NumberedRelation {
  row: TrainingPlanRelationRow;
  dayNumber: number;
}

/** Reads of the `training-plans` and `training-plan-relations` read models, always scoped to one user. */
@Injectable()
export class TrainingPlansReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Newest first (the spec's "first" plan is the newest). */
  async list(userId: string, filter: PlanFilter = {}, manager: EntityManager = this.db.manager): Promise<TrainingPlanRow[]> {
    const query = this.livePlans(manager, userId).orderBy('plan.created_date', 'DESC').addOrderBy('plan.id');
    if (filter.isActive !== undefined) query.andWhere('plan.is_active = :isActive', { isActive: filter.isActive });
    if (filter.id !== undefined) query.andWhere('plan.id = :id', { id: filter.id });
    if (filter.userEmail !== undefined) query.andWhere('lower(plan.user_email) = lower(:email)', { email: filter.userEmail });
    return query.getMany();
  }

  async findOwn(userId: string, planId: string, manager: EntityManager = this.db.manager): Promise<TrainingPlanRow | null> {
    if (!isUuid(planId)) return null;
    return this.livePlans(manager, userId).andWhere('plan.id = :planId', { planId }).getOne();
  }

  /**
   * Inside a command's transaction: holds the user's other commands on plans off until it commits,
   * by the user's row, which always exists (a new plan's row does not yet). Rules over all of a
   * user's plans — one active plan, never deleting the last — are decided under it.
   */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.createQueryBuilder(UserEntity, 'user').select('user.id').where('user.id = :userId', { userId }).setLock('for_no_key_update').getRawOne();
  }

  async relations(userId: string, filter: RelationFilter = {}): Promise<NumberedRelation[]> {
    const query = this.db.manager
      .createQueryBuilder(TrainingPlanRelationEntity, 'relation')
      .where('relation.user_id = :userId AND relation.deleted_at IS NULL', { userId })
      .orderBy('relation.created_date')
      .addOrderBy('relation.id');
    if (filter.trainingPlanId !== undefined) query.andWhere('relation.training_plan_id = :planId', { planId: filter.trainingPlanId });
    if (filter.machineId !== undefined) query.andWhere('relation.machine_id = :machineId', { machineId: filter.machineId });
    const rows = await query.getMany();
    const plans = new Map((await this.list(userId)).map((plan) => [plan.id, plan]));
    return rows
      .map((row) => ({ row, dayNumber: (plans.get(row.training_plan_id)?.training_days.findIndex((day) => day.id === row.day_id) ?? -1) + 1 }))
      .filter(({ dayNumber }) => dayNumber > 0 && (filter.dayNumber === undefined || dayNumber === filter.dayNumber));
  }

  async findRelationOwn(userId: string, relationId: string): Promise<TrainingPlanRelationRow | null> {
    if (!isUuid(relationId)) return null;
    return this.db.manager.findOneBy(TrainingPlanRelationEntity, { id: relationId, user_id: userId, deleted_at: IsNull() });
  }

  private livePlans(manager: EntityManager, userId: string) {
    return manager.createQueryBuilder(TrainingPlanEntity, 'plan').where('plan.user_id = :userId AND plan.deleted_at IS NULL', { userId });
  }
}
