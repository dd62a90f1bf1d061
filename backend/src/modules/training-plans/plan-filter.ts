import { filterProblem as refuse, parseFilterObject } from '../../common/http/query-filter.js';
import { isUuid } from '../../common/uuid.js';

/** What `GET /api/training-plans?filter=` may ask for, already checked. */
export interface PlanFilter {
  isActive?: boolean;
  id?: string;
  userEmail?: string;
}

/** What `GET /api/training-plan-relations?filter=` may ask for. */
export interface RelationFilter {
  trainingPlanId?: string;
  machineId?: string;
  dayNumber?: number;
}

/**
 * The filter's keys, each checked by its rule; other keys are a 400. Only the rules' own keys: a
 * `__proto__` or `constructor` from the client must not find Object's.
 */
function parseFilter<Filter>(raw: unknown, rules: Record<string, (value: unknown, filter: Filter) => void>): Filter {
  const filter = {} as Filter;
  for (const [key, value] of Object.entries(parseFilterObject(raw))) {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!rule) throw refuse('filter.unknown_key', key, { key, allowed: Object.keys(rules).join(', ') });
    rule(value, filter);
  }
  return filter;
}

function uuid(key: string, value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value)) throw refuse('plan.filter_id', key, { key });
  return value.toLowerCase();
}

export const parsePlanFilter = (raw: unknown): PlanFilter =>
  parseFilter<PlanFilter>(raw, {
    is_active: (value, filter) => {
      if (typeof value !== 'boolean') throw refuse('plan.is_active', 'is_active');
      filter.isActive = value;
    },
    id: (value, filter) => {
      filter.id = uuid('id', value);
    },
    user_email: (value, filter) => {
      // eslint-disable-next-line no-control-regex
      if (typeof value !== 'string' || value.length === 0 || value.length > 320 || /[\u0000-\u001f]/.test(value)) {
        throw refuse('plan.filter_user_email', 'user_email');
      }
      filter.userEmail = value;
    },
  });

export const parseRelationFilter = (raw: unknown): RelationFilter =>
  parseFilter<RelationFilter>(raw, {
    training_plan_id: (value, filter) => {
      filter.trainingPlanId = uuid('training_plan_id', value);
    },
    machine_id: (value, filter) => {
      filter.machineId = uuid('machine_id', value);
    },
    day_number: (value, filter) => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000) throw refuse('plan.day_number', 'day_number');
      filter.dayNumber = value;
    },
  });
