import { isApiError } from '../api/client';

/**
 * The server's own German explanation of a refused request (e.g. "Übung existiert bereits"), worth
 * showing under our generic error text. Only for 4xx answers other than 401, and only the first
 * paragraph: the client appends technical details after a blank line.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return undefined;
  const first = error.message.split('\n\n')[0]?.trim();
  return first || undefined;
}
