import { STATUS_CODES } from 'node:http';

/** The one error body of the API (spec section 8): the client shows `message`, then `details`. */
export interface ApiErrorBody {
  message: string;
  error: string;
  details?: unknown;
}

export function apiError(status: number, message: string, details?: unknown, error = STATUS_CODES[status] ?? 'Error'): ApiErrorBody {
  return { message, error, ...(details === undefined ? {} : { details }) };
}
