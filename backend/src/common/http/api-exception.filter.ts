import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConcurrencyError } from '../../event-store/concurrency.error.js';
import { DomainError } from '../domain-error.js';
import type { DomainErrorKind } from '../domain-error.js';
import { apiError } from './api-error.js';
import type { ApiErrorBody } from './api-error.js';
import { RetryLaterException } from './retry-later.js';
import { isUnavailableDependency, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable-dependency.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
};

/** Every error leaves the API as `{ message, error, details? }`; nothing internal leaks out. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  /** `messages`: the catalogue of the domain errors' codes. */
  constructor(private readonly messages: Readonly<Record<string, string>>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { status, body, retryAfterSeconds } = this.describe(exception, req);
    if (res.headersSent) return;
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(status).json(body);
  }

  private describe(exception: unknown, req: Request): { status: number; body: ApiErrorBody; retryAfterSeconds?: number } {
    if (exception instanceof DomainError) {
      const status = STATUS_OF[exception.kind];
      return { status, body: apiError(status, this.say(exception.code), this.sayProblems(exception.details), exception.errorName) };
    }
    if (exception instanceof ConcurrencyError) {
      return {
        status: HttpStatus.CONFLICT,
        body: apiError(HttpStatus.CONFLICT, 'Die Daten wurden gerade gleichzeitig geändert. Bitte versuche es erneut.'),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const retryAfterSeconds = exception instanceof RetryLaterException ? exception.retryAfterSeconds : undefined;
      return { status, body: fromHttpException(status, exception.getResponse()), retryAfterSeconds };
    }
    if (isUnavailableDependency(exception)) {
      this.logger.warn(`Dependency unavailable [${req.requestId}] ${req.method} ${req.path}: ${(exception as Error).message}`);
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: apiError(HttpStatus.SERVICE_UNAVAILABLE, UNAVAILABLE_MESSAGE),
        retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
      };
    }
    this.logger.error(`Unhandled error [${req.requestId}] ${req.method} ${req.originalUrl}`, (exception as Error)?.stack ?? exception);
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: apiError(HttpStatus.INTERNAL_SERVER_ERROR, 'Interner Fehler. Bitte versuche es später erneut.'),
    };
  }

  private say(code: string): string {
    return this.messages[code] ?? code;
  }

  /** Field problems given as codes are worded too; other details pass as they are. */
  private sayProblems(details: unknown): unknown {
    if (!Array.isArray(details)) return details;
    return details.map((entry: unknown) => {
      const problems = (entry as { problems?: unknown }).problems;
      return Array.isArray(problems)
        ? { ...(entry as object), problems: problems.map((problem) => (typeof problem === 'string' ? this.say(problem) : problem)) }
        : entry;
    });
  }
}

function fromHttpException(status: number, response: string | object): ApiErrorBody {
  if (typeof response === 'string') return apiError(status, response);
  const { message, details } = response as { message?: unknown; details?: unknown };
  if (Array.isArray(message)) return apiError(status, String(message[0] ?? 'Ungültige Anfrage'), message);
  return apiError(status, typeof message === 'string' ? message : (STATUS_CODES_FALLBACK[status] ?? 'Fehler'), details);
}

const STATUS_CODES_FALLBACK: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
};
