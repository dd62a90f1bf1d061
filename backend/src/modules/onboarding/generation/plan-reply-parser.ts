import type { DayInput, ExerciseInput } from '../../training-plans/index.js';
import { PLAN_LIMITS, repsTarget } from '../../training-plans/index.js';

/** A plan as the planner's reply describes it, before the plan's own rules check it. */
export interface ParsedPlan {
  planName: string | null;
  planDescription: string | null;
  days: DayInput[];
}

/** Why a reply is no plan, in the spec's words (section 8), shown to the user as "Fehler: {message}". */
export class PlanReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanReplyError';
  }
}

export const PLAN_REPLY_ERRORS = {
  noJson: 'No valid JSON in response',
  mismatch: 'Incomplete JSON - braces and brackets mismatch',
  noDays: 'Invalid plan data - no training days',
  parsing: (message: string) => `JSON parsing failed: ${message}`,
} as const;

/**
 * Reads a planner reply as spec section 5 says: strip code fences, decode the HTML entities (the
 * ampersand entity becomes the word "und"), take the text from the first `{` to the last `}`,
 * require balanced braces and brackets, repair trailing commas, missing commas between adjacent
 * objects or arrays and empty values, parse, and require a non-empty list of training days.
 */
export function parsePlanReply(reply: string): ParsedPlan {
  const text = decodeEntities(stripCodeFences(reply));
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end === -1 || end < start) throw new PlanReplyError(PLAN_REPLY_ERRORS.noJson);
  const json = text.slice(start, end + 1);
  if (!balanced(json)) throw new PlanReplyError(PLAN_REPLY_ERRORS.mismatch);
  let value: unknown;
  try {
    value = JSON.parse(repairJson(json));
  } catch (error) {
    throw new PlanReplyError(PLAN_REPLY_ERRORS.parsing((error as Error).message));
  }
  return planOf(value);
}

export function stripCodeFences(text: string): string {
  return text.replace(/```[a-zA-Z]*/g, '');
}

const ENTITIES: [RegExp, string][] = [
  [/&amp;/g, 'und'],
  [/&quot;/g, '"'],
  [/&#0*34;/g, '"'],
  [/&#0*39;|&apos;/g, "'"],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&nbsp;/g, ' '],
];

/** The few entities models (and HTML-escaping proxies) put into JSON; "&amp;" reads as "und" in a plan. */
export function decodeEntities(text: string): string {
  return ENTITIES.reduce((decoded, [entity, replacement]) => decoded.replace(entity, replacement), text);
}

/** Braces and brackets outside strings each balance. */
export function balanced(json: string): boolean {
  let braces = 0;
  let brackets = 0;
  forEachOutsideStrings(json, (char) => {
    if (char === '{') braces++;
    else if (char === '}') braces--;
    else if (char === '[') brackets++;
    else if (char === ']') brackets--;
  });
  return braces === 0 && brackets === 0;
}

/**
 * The spec's three repairs, applied only outside strings (a "," or "}" inside a name stays):
 * a comma before a closing brace or bracket goes, a comma goes between a closing and an opening
 * brace or bracket, and a missing value (`"sets": ,`) becomes an empty string.
 */
export function repairJson(json: string): string {
  let out = '';
  let pendingComma = false;
  let lastSignificant = '';
  forEachOutsideStrings(
    json,
    (char) => {
      if (/\s/.test(char)) {
        out += char;
        return;
      }
      if (pendingComma) {
        pendingComma = false;
        if (char !== '}' && char !== ']') out = insertBeforeTrailingSpace(out, ',');
      }
      if (char === ',') {
        if (lastSignificant === ':') out += '""';
        pendingComma = true;
        lastSignificant = char;
        return;
      }
      if ((char === '}' || char === ']') && lastSignificant === ':') out += '""';
      if ((char === '{' || char === '[') && (lastSignificant === '}' || lastSignificant === ']')) out = insertBeforeTrailingSpace(out, ',');
      out += char;
      lastSignificant = char;
    },
    (stringLiteral) => {
      if (pendingComma) {
        pendingComma = false;
        out = insertBeforeTrailingSpace(out, ',');
      }
      out += stringLiteral;
      lastSignificant = '"';
    },
  );
  if (pendingComma) out += ',';
  return out;
}

function insertBeforeTrailingSpace(text: string, insert: string): string {
  const trimmed = text.trimEnd();
  return trimmed + insert + text.slice(trimmed.length);
}

/** Walks JSON text, handing each character outside strings to `outside`, and each whole string literal to `literal`. */
function forEachOutsideStrings(json: string, outside: (char: string) => void, literal: (text: string) => void = () => undefined): void {
  for (let index = 0; index < json.length; index++) {
    const char = json[index]!;
    if (char !== '"') {
      outside(char);
      continue;
    }
    let end = index + 1;
    while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
    literal(json.slice(index, end + 1));
    index = end;
  }
}

/** The parsed value as a plan, lenient in its shape: a model's small slips are not the user's problem. */
function planOf(value: unknown): ParsedPlan {
  const plan = (value ?? {}) as Record<string, unknown>;
  const rawDays = plan.training_days ?? plan.trainingDays ?? plan.days;
  if (!Array.isArray(rawDays) || rawDays.length === 0) throw new PlanReplyError(PLAN_REPLY_ERRORS.noDays);
  const days = rawDays
    .filter((day): day is Record<string, unknown> => typeof day === 'object' && day !== null && !Array.isArray(day))
    .slice(0, PLAN_LIMITS.maxDays)
    .map((day, index) => ({
      day_name: clip(text(day.day_name ?? day.name), PLAN_LIMITS.maxDayName) || `Tag ${index + 1}`,
      exercises: (Array.isArray(day.exercises) ? day.exercises : [])
        .map(exerciseOf)
        .filter((exercise): exercise is ExerciseInput => exercise !== null)
        .slice(0, PLAN_LIMITS.maxExercisesPerDay),
    }));
  if (days.length === 0) throw new PlanReplyError(PLAN_REPLY_ERRORS.noDays);
  return {
    planName: clip(text(plan.plan_name ?? plan.name), PLAN_LIMITS.maxName) || null,
    planDescription: clip(text(plan.plan_description ?? plan.description), PLAN_LIMITS.maxDescription) || null,
    days,
  };
}

function exerciseOf(raw: unknown): ExerciseInput | null {
  const exercise: Record<string, unknown> = typeof raw === 'string' ? { exercise_name: raw } : ((raw ?? {}) as Record<string, unknown>);
  const name = clip(text(exercise.exercise_name ?? exercise.name), PLAN_LIMITS.maxExerciseName);
  if (!name) return null;
  const sets = Number(exercise.sets);
  const reps = clip(text(exercise.reps ?? exercise.repetitions), PLAN_LIMITS.maxReps);
  return {
    exercise_name: name,
    sets: Number.isInteger(sets) && sets >= 1 && sets <= PLAN_LIMITS.maxSets ? sets : null,
    // A model's "10 pro Seite" or "30 Sek" is no target the plan can keep: it stays without reps.
    reps: repsTarget(reps),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : typeof value === 'number' ? String(value) : '');
const clip = (value: string, max: number) => value.slice(0, max).trim();
