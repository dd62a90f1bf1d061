import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import pLimit from 'p-limit';
import type { FirstScreenReads } from './first-screen-reads.js';

/** frontend/src/entry-server.tsx, built into frontend/dist-server beside dist. */
type RenderFirstScreen = (path: string, user: unknown, dashboard: unknown) => Promise<string>;

/** The paths that open the dashboard (the app's start page), drawn only without filters in the address. */
const DASHBOARD_PATHS = new Set(['/', '/Dashboard']);
const DATA_ID = 'first-screen-data';
/**
 * Pages read and drawn at once; the others wait their turn in order of arrival, and their reads'
 * wait starts with their turn. Without a limit 150 pages at once went through the pool's queue in
 * step (each page's next read behind every other page's), so none was drawn before all were read,
 * the wait timed this process's own queue rather than the database, and the renders (~5–20 ms of
 * the event loop each) held back answers that had come in time (docs/decisions/33-the-first-screen-under-a-crowd.md). Eight keep the pool's ten connections and the process busy.
 */
export const DRAWN_AT_ONCE = 8;
/**
 * Pages waiting for their turn beyond which a page goes out undrawn at once: at ~15 ms of the
 * process a page, ~10 s of drawing queued. An undrawn page costs the api more (the browser then
 * asks both reads through the whole pipeline), so only a flood beyond this is shed.
 */
const MAX_WAITING = 600;

const START = '<!--first-screen-->';
const END = '<!--/first-screen-->';
// index.html's preloads of the same reads: not asked again when the page brings their answers.
// And its modulepreloads: with the screen drawn, ~120 KB of script would share the phone's
// connection with the stylesheet the first paint waits for; the entry asks for them as it runs.
const PRELOADS = /[ \t]*<link rel="(?:preload" href="\/api\/|modulepreload")[^>]*>\n?/g;

/**
 * Draws the signed-in, onboarded lifter's dashboard into index.html on the server, with the data it
 * was drawn from beside it as JSON, so a phone paints the first screen once the HTML and the
 * stylesheet are there rather than after ~120 KB of script and its first render (docs/decisions/README.md,
 * "A first screen close to the floor"). The data are the answers of `/api/auth/me` and the
 * dashboard, read in this process by `reads` (first-screen-reads.ts) with the visitor's own
 * session, as the routes read them. The page's head goes out before the reads (without the preloads);
 * a session that has ended, a lifter before the onboarding, or any error or timeout get the rest
 * of index.html as it is (the app then asks for the data itself). The handler answers false, and
 * sends nothing, where it draws nothing: another page, filters in the address, no cookie. Null
 * where nothing is ever drawn: no server build (dist-server), or index.html without the markers.
 */
export function firstScreenDrawer(dist: string, reads: FirstScreenReads, waitMs: number): ((req: Request, res: Response) => Promise<boolean>) | null {
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
  // Nothing but the drawn screen inside #root: the browser hydrates it (frontend/src/main.tsx), and
  // index.html's indentation there would be text nodes the app does not render.
  const head = template.slice(0, start).replace(PRELOADS, '').trimEnd();
  const undrawn = template.slice(start);
  const afterRoot = template.slice(end + END.length).trimStart();
  const inTurn = pLimit(DRAWN_AT_ONCE);

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
      if (inTurn.pendingCount >= MAX_WAITING) throw new Error(`${MAX_WAITING} pages wait to be drawn`);
      rest = await inTurn(async () => {
        const data = await withinWait(reads(req, res), waitMs);
        if (!data?.user.onboarding_completed) return undrawn;
        const json = JSON.stringify(data).replace(/</g, '\\u003c');
        return (
          (await draw(req.path, data.user, data.dashboard)) +
          afterRoot.replace('</body>', `<script type="application/json" id="${DATA_ID}">${json}</script>\n  </body>`)
        );
      });
    } catch (error) {
      logger.warn(`index.html goes out undrawn: ${error instanceof Error ? error.message : String(error)}`);
    }
    res.end(rest);
    return true;
  };
}

/**
 * `reading`'s answer, or a rejection once it has taken longer than `waitMs` (FIRST_SCREEN_WAIT_MS):
 * then the page goes out as it is (the browser asks for the reads itself); a browser drawing the
 * dashboard itself would wait for the same reads after the page and its scripts.
 */
async function withinWait<T>(reading: Promise<T>, waitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the reads took longer than ${waitMs} ms`)), waitMs);
  });
  try {
    return await Promise.race([reading, waited]);
  } finally {
    clearTimeout(timer);
    reading.catch(() => undefined); // once waited out, its own failure is of no interest
  }
}
