import { ValidateBy } from 'class-validator';
import { errorCode } from '../error-catalogue.js';

export const MAX_PLANS_IN_MAP = 100;
export const MAX_DAY_NUMBER = 14;
const PLAN_ID = /^[A-Za-z0-9_-]{1,100}$/;
// Names JavaScript gives a meaning of its own: a map keyed by them misbehaves once spread or merged.
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

/** A map of plan id to the 1-based number of a day of that plan (spec §3, last_completed_training_day_per_plan). */
export function isDayPerPlan(value: unknown): value is Record<string, number> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_PLANS_IN_MAP &&
    entries.every(
      ([planId, day]) => PLAN_ID.test(planId) && !RESERVED.has(planId) && Number.isInteger(day) && (day as number) >= 1 && (day as number) <= MAX_DAY_NUMBER,
    )
  );
}

export const IsDayPerPlan = () =>
  ValidateBy({ name: 'isDayPerPlan', validator: { validate: isDayPerPlan } }, { message: errorCode('request.day_per_plan'), context: { max: MAX_DAY_NUMBER } });
