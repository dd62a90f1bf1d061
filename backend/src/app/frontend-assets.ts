import { join } from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { NextFunction, Request, Response, Router } from 'express';
import type { ServeStaticOptions } from 'serve-static';
import { firstScreenDrawer } from './first-screen.js';
import type { FirstScreenReads } from './first-screen-reads.js';

/**
 * The build writes a `.br` and a `.gz` beside each text asset (frontend/vite.config.ts); the file
 * matching the browser's Accept-Encoding is sent with its Content-Encoding and `Vary:
 * Accept-Encoding`, brotli first, so nothing is compressed per request.
 */
const precompressed = (root: string, serveStatic: ServeStaticOptions) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });

/** The service worker and the manifest are looked at again on every visit, so an update reaches the lifter. */
const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built React app. Any GET outside /api (and the `servedElsewhere` paths) that is not a
 * file gets index.html, so deep links such as /Dashboard work after a reload (history fallback);
 * the dashboard's, with a signed-in lifter's first screen drawn from `firstScreen` (first-screen.ts).
 */
export function frontendAssets(dist: string, firstScreen: { reads: FirstScreenReads; waitMs: number }, servedElsewhere: readonly string[] = []): Router {
  const passOn = ['/api', ...servedElsewhere];
  const passedOn = (req: Request) => passOn.some((path) => req.path === path || req.path.startsWith(`${path}/`));
  const router = express.Router();
  // Source maps stay private even in a dist built with them (frontend/vite.config.ts builds none).
  router.use((req: Request, res: Response, next: NextFunction) => (req.path.endsWith('.map') && !passedOn(req) ? res.status(404).end() : next()));
  // Vite fingerprints everything under assets/, so those files never change under their name.
  router.use('/assets', precompressed(join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(
    precompressed(dist, {
      setHeaders: (res, path) => {
        if (REVALIDATED.has(`/${path.slice(dist.length + 1)}`)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  const drawFirstScreen = firstScreenDrawer(dist, firstScreen.reads, firstScreen.waitMs);
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || passedOn(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!drawFirstScreen) return res.sendFile(join(dist, 'index.html'));
    // The dashboard's paths may answer with a signed-in lifter's first screen (first-screen.ts).
    res.setHeader('Vary', 'Cookie');
    void drawFirstScreen(req, res).then((drawn) => {
      if (!drawn) res.sendFile(join(dist, 'index.html'));
    }, next);
  });
  return router;
}
