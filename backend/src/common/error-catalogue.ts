import type { HTTP_ERRORS } from './http/errors.js';

/**
 * Every error code of the API and its German text. Each context keeps its own codes in its
 * `errors.ts` and adds them here by declaration merging (`declare module` … `interface
 * ErrorCatalogues { workouts: typeof WORKOUT_ERRORS }`), so `ErrorCode` knows every code while
 * this layer imports no context, and a rule importing the typed `refuse` imports no texts. The app
 * collects the texts themselves (app/error-texts.ts).
 */
export interface ErrorCatalogues {
  http: typeof HTTP_ERRORS;
}

/** A code is "context.reason", e.g. `set.reps` or `plan.not_found`: stable, the client translates it. */
export type ErrorCode = { [Context in keyof ErrorCatalogues]: keyof ErrorCatalogues[Context] & string }[keyof ErrorCatalogues];

export type ErrorTexts = Readonly<Record<string, string>>;

/** Values for a text's `{{name}}` placeholders; the body carries them too, so the client can fill its own. */
export type ErrorParams = Record<string, string | number>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The text of `code` with its placeholders filled; a code the catalogue does not know is shown as it is. */
export function wordError(texts: ErrorTexts, code: string, params: ErrorParams = {}): string {
  const text = texts[code] ?? code;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
}

/** A DTO constraint's `message`: the code itself, checked to be one; the exception filter words it. */
export const errorCode = (code: ErrorCode): string => code;
