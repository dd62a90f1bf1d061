import { HttpException } from '@nestjs/common';
import type { CanActivate } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/internal';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpRefusal } from '../../../common/http/api-error.js';

/**
 * Runs Nest guards for routes that are express middleware rather than controllers (the queue
 * board), so they are checked by the very guards the controllers use, with the same 401/403.
 */
export function guardsAsMiddleware(...guards: CanActivate[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const context = new ExecutionContextHost([req, res, next]);
    context.setType('http');
    void (async () => {
      for (const guard of guards) {
        if (!(await guard.canActivate(context))) throw new HttpException(httpRefusal(403, 'request.forbidden'), 403);
      }
    })().then(
      () => next(),
      (error: unknown) => (error instanceof HttpException ? res.status(error.getStatus()).json(error.getResponse()) : next(error)),
    );
  };
}
