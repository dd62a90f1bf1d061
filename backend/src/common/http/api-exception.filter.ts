import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConcurrencyError } from '../../event-store/concurrency.error.js';
import { DomainError } from '../domain-error.js';
import type { DomainErrorKind } from '../domain-error.js';
import { wordError } from '../error-catalogue.js';
import type { ErrorCode, ErrorParams, ErrorTexts } from '../error-catalogue.js';
import { apiError } from './api-error.js';
import type { ApiErrorBody } from './api-error.js';
import { RetryLaterException } from './retry-later.js';
import { isUnavailableDependency, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable-dependency.js';
import { InvalidInput } from './validation.pipe.js';
import type { FieldProblem } from './validation.pipe.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
};

/** The code of an HTTP exception that brings none (Nest's own, such as the 404 of an unknown route). */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'request.invalid',
  401: 'request.signed_out',
  403: 'request.forbidden',
  404: 'request.not_found',
  413: 'request.too_large',
};

/** Every error leaves the API as `{ message, error, code, details?, params? }`; nothing internal leaks out. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  /** `texts`: every context's codes and their German texts (app/error-texts.ts). */
  constructor(private readonly texts: ErrorTexts) {}

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
      const { code, params, errorName } = exception;
      const status = STATUS_OF[exception.kind];
      const details = this.sayProblems(exception.details, params);
      return { status, body: apiError(status, { code, message: this.say(code, params), details, params, error: errorName }) };
    }
    if (exception instanceof InvalidInput) return { status: HttpStatus.BAD_REQUEST, body: this.invalidInput(exception) };
    if (exception instanceof ConcurrencyError) return this.coded(HttpStatus.CONFLICT, 'request.concurrent_change');
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const retryAfterSeconds = exception instanceof RetryLaterException ? exception.retryAfterSeconds : undefined;
      return { status, body: this.fromHttpException(status, exception.getResponse()), retryAfterSeconds };
    }
    if (isUnavailableDependency(exception)) {
      this.logger.warn(`Dependency unavailable [${req.requestId}] ${req.method} ${req.path}: ${(exception as Error).message}`);
      return { ...this.coded(HttpStatus.SERVICE_UNAVAILABLE, 'server.unavailable'), retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
    }
    this.logger.error(`Unhandled error [${req.requestId}] ${req.method} ${req.originalUrl}`, (exception as Error)?.stack ?? exception);
    return this.coded(HttpStatus.INTERNAL_SERVER_ERROR, 'server.internal');
  }

  private coded(status: number, code: ErrorCode): { status: number; body: ApiErrorBody } {
    return { status, body: apiError(status, { code, message: this.say(code) }) };
  }

  private say(code: string, params?: ErrorParams): string {
    return wordError(this.texts, code, params);
  }

  /** The first broken constraint names the field in `message` and gives the code; `details` lists them all. */
  private invalidInput({ fields }: InvalidInput): ApiErrorBody {
    const details = fields.map(({ field, problems }) => ({
      field,
      problems: problems.map((problem) => this.sayProblem(problem)),
      codes: problems.map((problem) => problem.code),
    }));
    const first = fields[0]?.problems[0];
    if (!first || !details[0]) return apiError(HttpStatus.BAD_REQUEST, { code: 'request.invalid', message: this.say('request.invalid') });
    const message = this.say('request.invalid_field', { field: details[0].field, problem: details[0].problems[0]! });
    return apiError(HttpStatus.BAD_REQUEST, { code: first.code, message, details, params: first.params });
  }

  private sayProblem({ code, params, text }: FieldProblem): string {
    return Object.hasOwn(this.texts, code) || text === undefined ? this.say(code, params) : text;
  }

  /** Field problems given as codes are worded too, their codes kept beside; other details pass as they are. */
  private sayProblems(details: unknown, params?: ErrorParams): unknown {
    if (!Array.isArray(details)) return details;
    return details.map((entry: unknown) => {
      const problems = (entry as { problems?: unknown }).problems;
      if (!Array.isArray(problems) || !problems.every((problem) => typeof problem === 'string')) return entry;
      return { ...(entry as object), problems: problems.map((code: string) => this.say(code, params)), codes: problems };
    });
  }

  /** Nest's own exceptions and the coded ones of guards and limits (`{code, params?, details?}`). */
  private fromHttpException(status: number, response: string | object): ApiErrorBody {
    const fallback = CODE_OF_STATUS[status] ?? 'request.failed';
    if (typeof response === 'string') return apiError(status, { code: fallback, message: response });
    const { message, code, params, details } = response as { message?: unknown; code?: string; params?: ErrorParams; details?: unknown };
    const text = typeof message === 'string' ? message : Array.isArray(message) ? String(message[0] ?? '') : undefined;
    const listed = details ?? (Array.isArray(message) ? message : undefined);
    return apiError(status, { code: code ?? fallback, message: text || this.say(code ?? fallback, params), details: listed, params });
  }
}
