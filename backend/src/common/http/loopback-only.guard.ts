import { isIPv4 } from 'node:net';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { refuse } from '../refuse.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket names an IPv4 peer). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

/**
 * Lets through only requests from this very machine, judged by the socket's peer and not by
 * X-Forwarded-For (which the client writes): the dev sign-in signs anyone in as anyone, so a
 * development api that listens on the network (HOST=0.0.0.0) must not offer it there.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!isLoopback(context.switchToHttp().getRequest<Request>().socket.remoteAddress)) throw refuse.forbidden('auth.dev_login_remote');
    return true;
  }
}
