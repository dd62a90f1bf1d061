import { isApiError, type ApiError } from './api-client';

/** 4xx answers other than 401 carry an explanation meant for the user (the code's text, lib/api-client.ts). */
export function isExplainedRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
}

/**
 * The explanation of a refused request (e.g. "Eine Übung mit diesem Namen gibt es bereits.", in the
 * interface's language), worth showing under our generic error text. Only the first paragraph: the
 * client appends technical details after a blank line.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isExplainedRefusal(error)) return undefined;
  const first = error.message.split('\n\n')[0]?.trim();
  return first || undefined;
}
