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
    const milliseconds = Math.round(performance.now() - started);
    logger.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${milliseconds}ms [${req.requestId}]`);
  });
  next();
}
