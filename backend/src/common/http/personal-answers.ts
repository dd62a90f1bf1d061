import type { NextFunction, Request, Response } from 'express';

/**
 * What the api answers is the signed-in user's: no shared cache may keep it (`private`), nor the
 * browser's own cache, where it would outlive the session on a shared device (`no-store`), and any
 * cache that keys it must key it by the session cookie (`Vary: Cookie`). Set before the route runs,
 * so a route that knows better sets its own Cache-Control over it (a file, which never changes under
 * its name; the shop's items; the coach's stream). The service worker's cache ignores both headers:
 * the app itself keeps it to its owner (frontend/src/lib/api-cache.ts).
 */
export function personalAnswers(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Cookie');
  next();
}
