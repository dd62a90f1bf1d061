import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { apiError } from './api-error.js';
import { HTTP_ERRORS } from './errors.js';

const parseJson = express.json({ limit: '1mb' });

/**
 * JSON bodies for the API. Nest's exception filters never see body-parser failures, so they are
 * answered here, in the same shape as every other error.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (error?: unknown) => {
    if (!error) return next();
    const { status = 400, type } = error as { status?: number; type?: string };
    const code = type === 'entity.too.large' ? 'request.too_large' : type === 'entity.parse.failed' ? 'request.invalid_json' : 'request.unreadable';
    const answered = status >= 400 && status < 500 ? status : 400;
    res.status(answered).json(apiError(answered, { code, message: HTTP_ERRORS[code] }));
  });
}
