import { STATUS_CODES } from 'node:http';

/** The one error body of the API (spec section 8): the client shows `message`, then `details`. */
export interface ApiErrorBody {
  message: string;
  error: string;
  details?: unknown;
}

export function apiError(status: number, message: string, details?: unknown): ApiErrorBody {
  return { message, error: STATUS_CODES[status] ?? 'Error', ...(details === undefined ? {} : { details }) };
}
