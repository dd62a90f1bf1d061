import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiError } from './api-error.js';
import { HTTP_ERRORS } from './errors.js';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  /** `Sec-Fetch-Site`, which every current browser sends and no page can forge. */
  fetchSite?: string;
  origin?: string;
  /** Where this request was addressed: `protocol://host` as the api saw it. */
  addressedTo: string;
}

/**
 * Whether a state-changing request comes from the app's own pages. Browsers say so in
 * `Sec-Fetch-Site` (the Vite dev server's proxy keeps it `same-origin`); older ones send
 * `Origin` on every cross-site POST. A request with neither comes from no browser page, so it
 * carries no visitor's cookie by accident (curl, the tests, the benchmarks).
 */
export function fromOwnPages({ fetchSite, origin, addressedTo }: RequestOrigin, publicOrigin: string): boolean {
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  return origin === undefined || origin === publicOrigin || origin === addressedTo;
}

/** Refuses state-changing API requests that another site's page sent with the visitor's cookie. */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const request = { fetchSite: req.header('sec-fetch-site'), origin: req.header('origin'), addressedTo: `${req.protocol}://${req.header('host')}` };
    if (READ_ONLY.has(req.method) || fromOwnPages(request, publicOrigin)) return next();
    res.status(403).json(apiError(403, { code: 'request.cross_site', message: HTTP_ERRORS['request.cross_site'] }));
  };
}
