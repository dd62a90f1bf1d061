import type { NextFunction, Request, Response } from 'express';
import { wordError } from '../error-catalogue.js';
import { apiError } from './api-error.js';
import { HTTP_ERRORS } from './errors.js';

/** Deeper than any request of the API needs, shallow enough that no body can be a burden. */
export const MAX_NESTING = 32;

export type InputProblem = 'too-deep' | 'nul' | 'malformed-unicode' | 'prototype-key';

const CODES = {
  'too-deep': 'request.too_deep',
  nul: 'request.nul_character',
  'malformed-unicode': 'request.malformed_unicode',
  'prototype-key': 'request.prototype_key',
} as const satisfies Record<InputProblem, keyof typeof HTTP_ERRORS>;

/** Keys no field of the API has, that only ever arrive to reach an object's prototype. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Postgres stores neither U+0000 nor half of a surrogate pair, so either would fail deep in a
 * write as a 500 (or be silently replaced). Nobody types one: a request holding one, in the URL
 * or the JSON body, is refused up front, and so is a body nested deeper than any request needs, or
 * one with a key that aims at a prototype (validation would drop it silently; it is refused loudly).
 */
export function rejectUnstorableInput(req: Request, res: Response, next: NextFunction): void {
  const problem = /%00/.test(req.originalUrl) ? 'nul' : inputProblem(req.body);
  if (problem) {
    const code = CODES[problem];
    const params = problem === 'too-deep' ? { max: MAX_NESTING } : undefined;
    res.status(400).json(apiError(400, { code, message: wordError(HTTP_ERRORS, code, params), params }));
    return;
  }
  next();
}

/** Walks the value with its own stack, not the call stack, so that no depth can overflow it. */
export function inputProblem(value: unknown): InputProblem | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_NESTING) return 'too-deep';
      for (const [key, inner] of Object.entries(current)) {
        if (PROTOTYPE_KEYS.has(key)) return 'prototype-key';
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push([inner, depth + 1]);
      }
    }
  }
  return null;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

function textProblem(text: string): InputProblem | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'malformed-unicode' : null;
}
