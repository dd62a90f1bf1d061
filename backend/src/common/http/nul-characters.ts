import type { NextFunction, Request, Response } from 'express';
import { apiError } from './api-error.js';

const MESSAGE = 'Die Anfrage enthält ein ungültiges Zeichen (U+0000).';

/**
 * Postgres cannot store U+0000 in text or jsonb, so a NUL anywhere in a request would fail deep in
 * a write as a 500. Nobody types one: it is refused up front, in the URL or the JSON body alike,
 * rather than silently dropped from what the user sent.
 */
export function rejectNulCharacters(req: Request, res: Response, next: NextFunction): void {
  if (/%00/.test(req.originalUrl) || holdsNul(req.body)) {
    res.status(400).json(apiError(400, MESSAGE));
    return;
  }
  next();
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}
