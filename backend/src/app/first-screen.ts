import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isRecord } from '../common/json-shape.js';

/** frontend/src/entry-server.tsx, built into frontend/dist-server beside dist. */
type RenderFirstScreen = (path: string, user: unknown, dashboard: unknown) => Promise<string>;

/** The paths that open the dashboard (the app's start page), drawn only without filters in the address. */
const DASHBOARD_PATHS = new Set(['/', '/Dashboard']);
/** What index.html preloads and the frontend's first render reads (frontend/src/app/first-screen-data.ts). */
const USER_URL = '/api/auth/me';
const DASHBOARD_URL = '/api/dashboard?period=30d&category=Alle';
const DATA_ID = 'first-screen-data';
/** Longer than this for the two reads, and the page goes out as it is (the browser asks them itself); a
 * browser drawing the dashboard itself would wait for the same reads after the page and its scripts. */
const WAIT_MS = 3000;

const START = '<!--first-screen-->';
const END = '<!--/first-screen-->';
// index.html's preloads of the same reads: not asked again when the page brings their answers.
// And its modulepreloads: with the screen drawn, ~120 KB of script would share the phone's
// connection with the stylesheet the first paint waits for; the entry asks for them as it runs.
const PRELOADS = /[ \t]*<link rel="(?:preload" href="\/api\/|modulepreload")[^>]*>\n?/g;

/**
 * Draws the signed-in, onboarded lifter's dashboard into index.html on the server, with the data it
 * was drawn from beside it as JSON, so a phone paints the first screen once the HTML and the
 * stylesheet are there rather than after ~120 KB of script and its first render (docs/decisions.md,
 * "A first screen close to the floor"). The data are the answers of `/api/auth/me` and the
 * dashboard asked of this api itself with the visitor's own cookie, through the same guards as
 * the browser's own requests. The page's head goes out before the reads (without the preloads);
 * a session that has ended, a lifter before the onboarding, or any error or timeout get the rest
 * of index.html as it is (the app then asks for the data itself). The handler answers false, and
 * sends nothing, where it draws nothing: another page, filters in the address, no cookie. Null
 * where nothing is ever drawn: no server build (dist-server), or index.html without the markers.
 */
export function firstScreenDrawer(dist: string): ((req: Request, res: Response) => Promise<boolean>) | null {
  const entry = join(dist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry) || !existsSync(join(dist, 'index.html'))) return null;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const start = template.indexOf(START);
  const end = template.indexOf(END);
  if (start < 0 || end < start) return null;
  const logger = new Logger('FirstScreen');
  // Loaded as the api starts: the first visit after a start does not wait for its parsing.
  const render = import(pathToFileURL(entry).href).then(
    (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
    (error: unknown) => {
      logger.warn(`${entry} does not load, index.html goes out undrawn: ${String(error)}`);
      return null;
    },
  );

  // Sent at once, before the reads: the browser fetches the stylesheet and the scripts while the
  // api reads and draws; the rest follows as one piece, drawn or (on any failure) as it is.
  const head = template.slice(0, start).replace(PRELOADS, '');
  const undrawn = template.slice(start);
  const afterRoot = template.slice(end + END.length);

  return async (req, res) => {
    if (req.method !== 'GET' || !DASHBOARD_PATHS.has(req.path) || req.originalUrl !== req.path || !req.headers.cookie) return false;
    const draw = await render;
    if (!draw) return false;
    res.setHeader('Cache-Control', 'private, no-cache');
    res.type('html');
    res.write(head);
    (res as Response & { flush?: () => void }).flush?.();
    let rest = undrawn;
    try {
      const [user, dashboard] = await Promise.all([askSelf(req, USER_URL), askSelf(req, DASHBOARD_URL)]);
      if (isRecord(user) && user.onboarding_completed === true && isRecord(dashboard)) {
        const data = JSON.stringify({ user, dashboard }).replace(/</g, '\\u003c');
        rest =
          (await draw(req.path, user, dashboard)) + afterRoot.replace('</body>', `<script type="application/json" id="${DATA_ID}">${data}</script>\n  </body>`);
      }
    } catch (error) {
      logger.warn(`index.html goes out undrawn: ${error instanceof Error ? error.message : String(error)}`);
    }
    res.end(rest);
    return true;
  };
}

/** GET `path` of this api as the visitor: their cookie, on the address and port their request came in on; the JSON of a 200, else null. */
function askSelf(req: Request, path: string): Promise<unknown> {
  const forwarded = { 'x-forwarded-for': req.ip ?? '', 'x-forwarded-proto': req.protocol };
  return new Promise((resolve, reject) => {
    const ask = httpRequest(
      {
        host: req.socket.localAddress,
        port: req.socket.localPort,
        path,
        headers: { cookie: req.headers.cookie, accept: 'application/json', host: req.headers.host ?? '', ...forwarded },
        signal: AbortSignal.timeout(WAIT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve(null);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    ask.on('error', reject);
    ask.end();
  });
}
