import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const logger = new Logger('HTTP');

/** Gives every request an id (a caller's X-Request-Id when it is sane), echoes it and logs the outcome. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  req.requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.requestId);
  const started = performance.now();
  res.on('finish', () => {
    logger.log(accessLogLine(req, res.statusCode, Math.round(performance.now() - started)));
  });
  next();
}

type LoggedRequest = Pick<Request, 'method' | 'originalUrl' | 'requestId'> & { route?: { path?: unknown } };

/**
 * The path and the matched route, never the query string: it carries OAuth codes and state and the
 * addresses of a filter, which have no place in a log.
 */
export function accessLogLine(req: LoggedRequest, statusCode: number, milliseconds: number): string {
  const path = req.originalUrl.split('?', 1)[0];
  const route = typeof req.route?.path === 'string' && req.route.path !== path ? ` (${req.route.path})` : '';
  return `${req.method} ${path}${route} ${statusCode} ${milliseconds}ms [${req.requestId}]`;
}
