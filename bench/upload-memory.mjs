import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';

const UPLOADS = 16;
const SIDE_PX = 7000; // 49 megapixels
const CEILING_MB = 400; // the deployment's limit is 512 Mi; this leaves room for everything else

/**
 * The api's memory under 16 parallel uploads of a 49-megapixel PNG, one per user (issue #28: 572 MB
 * before, past the 512 Mi the pod may use). Reads the api process's resident set (VmRSS) every
 * 20 ms. The baseline is the same api idle after its users signed in; the target is a peak under
 * 400 MB, every upload stored.
 */
export async function run() {
  const uploadDir = await mkdtemp(join(tmpdir(), 'hw-bench-uploads-'));
  const app = await bootBuiltApp({
    prefix: 'hw_bench_upload',
    withWorker: false,
    env: { ...BENCH_LIMITS, RATE_LIMIT_UPLOADS: '1000000/60', UPLOAD_DIR: uploadDir },
  });
  try {
    // A PNG that compresses to almost nothing but decodes to 49 million pixels.
    const image = new Blob([
      await sharp({ create: { width: SIDE_PX, height: SIDE_PX, channels: 3, background: '#808890' } })
        .png()
        .toBuffer(),
    ]);
    const cookies = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => signIn(app.baseUrl, `uploader${index}@bench.example`)));
    const idle = rssMb(app.apiPid);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.apiPid))), 20);
    const started = performance.now();
    const statuses = await Promise.all(cookies.map((cookie) => upload(app.baseUrl, cookie, image)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(app.apiPid));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMb(app.apiPid);

    const stored = statuses.filter((status) => status === 201).length;
    return {
      name: `Api memory under ${UPLOADS} parallel ${SIDE_PX}×${SIDE_PX} PNG uploads`,
      ok: peak < CEILING_MB && stored === UPLOADS,
      lines: [
        `peak RSS ${peak.toFixed(0)} MB, ${(peak / CEILING_MB).toFixed(2)}× of the ${CEILING_MB} MB ceiling (${stored}/${UPLOADS} stored in ${seconds.toFixed(1)} s)`,
        `idle RSS before ${idle.toFixed(0)} MB (baseline): peak ${(peak / idle).toFixed(2)}× of it; 2 s after ${after.toFixed(0)} MB`,
      ],
    };
  } finally {
    await app.stop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

/** The process's resident set in MB, as the kernel counts it (what a container's memory limit meets). */
function rssMb(pid) {
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kilobytes / 1024;
}

async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name: 'Bench' }),
  });
  if (response.status !== 201) throw new Error(`dev-login failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

async function upload(baseUrl, cookie, image) {
  const form = new FormData();
  form.append('file', image, 'gross.png');
  const response = await fetch(`${baseUrl}/api/integrations/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  if (response.status !== 201) console.error(`upload answered ${response.status}: ${await response.text()}`);
  return response.status;
}
