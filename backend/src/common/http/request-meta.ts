import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who asked, which request, and when: what every command carries into its events. */
export interface RequestMeta {
  userId: string | null;
  requestId: string;
  now: Date;
}

export const Meta = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestMeta => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return { userId: req.session?.userId ?? null, requestId: req.requestId, now: new Date() };
});
