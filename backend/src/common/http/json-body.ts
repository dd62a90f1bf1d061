import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { apiError } from './api-error.js';

const parseJson = express.json({ limit: '1mb' });

/**
 * JSON bodies for the API. Nest's exception filters never see body-parser failures, so they are
 * answered here, in the same shape as every other error.
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (error?: unknown) => {
    if (!error) return next();
    const { status = 400, type } = error as { status?: number; type?: string };
    const message =
      type === 'entity.too.large'
        ? 'Die Anfrage ist zu groß.'
        : type === 'entity.parse.failed'
          ? 'Der Inhalt der Anfrage ist kein gültiges JSON.'
          : 'Die Anfrage konnte nicht gelesen werden.';
    res.status(status >= 400 && status < 500 ? status : 400).json(apiError(status >= 400 && status < 500 ? status : 400, message));
  });
}
