import { join } from 'node:path';
import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';

/**
 * Serves the built React app. Any GET outside /api (and the `servedElsewhere` paths) that is not a
 * file gets index.html, so deep links such as /Dashboard work after a reload (history fallback).
 */
export function frontendAssets(dist: string, servedElsewhere: readonly string[] = []): Router {
  const passOn = ['/api', ...servedElsewhere];
  const router = express.Router();
  // Vite fingerprints everything under assets/, so those files never change under their name.
  router.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(dist, { index: false }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || passOn.some((path) => req.path === path || req.path.startsWith(`${path}/`))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
  return router;
}
