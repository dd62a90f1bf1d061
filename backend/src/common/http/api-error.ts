import { STATUS_CODES } from 'node:http';
import type { ErrorCode, ErrorParams } from '../error-catalogue.js';
import { HTTP_ERRORS } from './errors.js';

/**
 * The one error body of the API (spec section 8): the client shows `message`, then `details`; a
 * client in another language translates `code` (with `params` for its placeholders) instead.
 */
export interface ApiErrorBody {
  message: string;
  error: string;
  code: string;
  details?: unknown;
  params?: ErrorParams;
}

interface ApiErrorParts {
  code: ErrorCode | string;
  message: string;
  details?: unknown;
  params?: ErrorParams;
  /** In place of the status text, for a refusal a client tells apart by name. */
  error?: string;
}

export function apiError(status: number, { code, message, details, params, error }: ApiErrorParts): ApiErrorBody {
  return {
    message,
    error: error ?? STATUS_CODES[status] ?? 'Error',
    code,
    ...(details === undefined ? {} : { details }),
    ...(params === undefined || Object.keys(params).length === 0 ? {} : { params }),
  };
}

/** A body of the HTTP layer's own catalogue, for refusals answered outside the exception filter (guards run as middleware too). */
export const httpRefusal = (status: number, code: keyof typeof HTTP_ERRORS): ApiErrorBody => apiError(status, { code, message: HTTP_ERRORS[code] });
