import { isApiError, type ApiError } from './api-client';

/** 4xx answers other than 401 carry the server's own German explanation, meant for the user. */
export function isExplainedRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
}

/**
 * The server's own German explanation of a refused request (e.g. "Übung existiert bereits"), worth
 * showing under our generic error text. Only the first paragraph: the client appends technical
 * details after a blank line.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isExplainedRefusal(error)) return undefined;
  const first = error.message.split('\n\n')[0]?.trim();
  return first || undefined;
}
