import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import request from 'supertest';
import { createApiApp } from '../src/app/create-api-app.js';
import { loadConfig } from '../src/config/app-config.js';
import { startS3TestServer } from './support/s3-test-server.js';
import type { S3TestServer } from './support/s3-test-server.js';
import { signIn } from './support/training.js';
import type { Agent, SignedIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp, testEnv } from './support/test-app.js';

const MAX_BYTES = 300 * 1024;

/** A real PNG of the given size, in a colour, made the way a screenshot tool would. */
const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#d04020' } })
    .png()
    .toBuffer();
/** A JPEG carrying EXIF data that names the camera's owner (a stand-in for location data). */
const jpegWithExif = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#2060d0' } })
    .withExif({ IFD0: { Artist: 'Lena Berg', ImageDescription: 'Zuhause, Musterstraße 1' } })
    .jpeg()
    .toBuffer();

const upload = (agent: Agent, data: Buffer, filename: string, contentType: string) =>
  agent.post('/api/integrations/upload').attach('file', data, { filename, contentType });

describe('uploads: images only, checked by content, encoded anew, served safely', () => {
  let testApp: TestApp;
  let uploadDir: string;
  let lena: SignedIn;
  let tom: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hw-uploads-'));
    testApp = await startTestApp({ ADMIN_EMAILS: 'chefin@example.com', UPLOAD_DIR: uploadDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
    lena = await signIn(testApp, 'lena@example.com');
    tom = await signIn(testApp, 'tom@example.com');
    admin = await signIn(testApp, 'chefin@example.com');
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('accepts a PNG renamed .exe (sent as octet-stream) as the PNG it is, stored under the user’s folder', async () => {
    const sent = await upload(lena.agent, await png(), 'setup.exe', 'application/octet-stream');
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ file_url: expect.stringMatching(new RegExp(`^/api/files/${lena.id}/[0-9a-f-]{36}\\.png$`)) });
    expect(await readdir(join(uploadDir, lena.id))).toHaveLength(1);

    const served = await lena.agent.get(sent.body.file_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('png');
  });

  it.each([
    [
      'an HTML page named .png and sent as image/png',
      Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
      'bild.png',
      'image/png',
    ],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
      'bild.svg',
      'image/svg+xml',
    ],
    ['a PDF named .jpg', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'scan.jpg', 'image/jpeg'],
    ['plain text', Buffer.from('nur Text'), 'notiz.png', 'image/png'],
  ])('refuses %s with 400, storing nothing', async (_label, data, filename, contentType) => {
    const before = await readdir(join(uploadDir, tom.id)).catch(() => []);
    const refused = await upload(tom.agent, data, filename, contentType);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Nur Bilder sind erlaubt (PNG, JPEG, WebP, GIF oder AVIF).');
    expect(await readdir(join(uploadDir, tom.id)).catch(() => [])).toEqual(before);
  });

  it('refuses a file over the limit with 413 and a clear message', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_BYTES, 1)]);
    const refused = await upload(tom.agent, big, 'riesig.png', 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      message: 'Die Datei ist zu groß (höchstens 300 KB).',
      error: 'Payload Too Large',
      code: 'upload.too_large',
      params: { limit: '300 KB' },
    });
  });

  it('refuses a request without a file, or with two', async () => {
    expect((await tom.agent.post('/api/integrations/upload').send({ file: 'x' })).status).toBe(400);
    const two = await tom.agent
      .post('/api/integrations/upload')
      .attach('file', await png(), 'a.png')
      .attach('file', await png(), 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.message).toContain('genau ein Bild');
  });

  it('stores no file as it came: EXIF data is gone and large images are scaled to 2048 px', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await upload(lena.agent, original, 'foto.jpg', 'image/jpeg');
    expect(sent.body.file_url).toMatch(/\.jpg$/);
    const stored = await readFile(join(uploadDir, sent.body.file_url.replace(`/api/files/`, '')));
    expect(stored.equals(original)).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Musterstraße')).toBe(false);

    const wide = await upload(lena.agent, await png(3000, 1000), 'breit.png', 'image/png');
    const served = await lena.agent.get(wide.body.file_url);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 2048, height: 683 });
  });

  it('serves a file to its owner and to admins only; to others it does not exist', async () => {
    const { body } = await upload(lena.agent, await png(), 'screenshot.png', 'image/png');
    expect((await admin.agent.get(body.file_url)).status).toBe(200);
    expect((await tom.agent.get(body.file_url)).status).toBe(404);
    expect((await request(testApp.url).get(body.file_url)).status).toBe(401);
    expect((await lena.agent.get(`/api/files/${lena.id}/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await lena.agent.get(`/api/files/${lena.id}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('takes an uploaded picture as the profile picture, but only the user’s own', async () => {
    const { body } = await upload(lena.agent, await png(), 'ich.png', 'image/png');
    expect((await lena.agent.put('/api/auth/update').send({ profile_image: body.file_url })).body.profile_image).toBe(body.file_url);
    const refused = await tom.agent.put('/api/auth/update').send({ profile_image: body.file_url });
    expect(refused.status).toBe(400);
    expect((await tom.agent.put('/api/auth/update').send({ profile_image: '/etc/passwd' })).status).toBe(400);
    expect((await tom.agent.put('/api/auth/update').send({ profile_image: 'https://lh3.googleusercontent.com/a/photo.jpg' })).status).toBe(200);
  });
});

describe('upload quotas: what a user keeps, and how often they upload', () => {
  let testApp: TestApp;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hw-uploads-quota-'));
    testApp = await startTestApp({ UPLOAD_DIR: uploadDir, UPLOAD_QUOTA_FILES: '2', UPLOAD_QUOTA_BYTES: '4096', RATE_LIMIT_UPLOADS: '4/3600' });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('refuses the image past the quota of files with 413 and stores nothing; another user has their own', async () => {
    const lena = await signIn(testApp, 'sammlerin@example.com');
    for (let index = 0; index < 2; index++) expect((await upload(lena.agent, await png(), 'bild.png', 'image/png')).status).toBe(201);
    const refused = await upload(lena.agent, await png(), 'bild.png', 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      message: 'Dein Speicher für Bilder ist voll (höchstens 2 Bilder und 1 MB).',
      error: 'Payload Too Large',
      code: 'upload.quota_full',
      details: { quota: { files: 2, bytes: 4096 } },
      params: { files: 2, size: '1 MB' },
    });
    expect(await readdir(join(uploadDir, lena.id))).toHaveLength(2);
    const tom = await signIn(testApp, 'nachbar@example.com');
    expect((await upload(tom.agent, await png(), 'bild.png', 'image/png')).status).toBe(201);
  });

  it('refuses an image that would pass the quota of bytes with 413', async () => {
    const ben = await signIn(testApp, 'rauschen@example.com');
    // Noise does not compress: stored as a PNG it is far over 4 KB.
    const noise = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const refused = await upload(ben.agent, noise, 'rauschen.png', 'image/png');
    expect(refused.status).toBe(413);
    expect(await readdir(join(uploadDir, ben.id)).catch(() => [])).toEqual([]);
  });

  it('counts uploads per user against RATE_LIMIT_UPLOADS: 429 past it, before the file is even read', async () => {
    const eva = await signIn(testApp, 'eilig@example.com');
    for (let index = 0; index < 4; index++) await upload(eva.agent, await png(), 'bild.png', 'image/png');
    const limited = await upload(eva.agent, await png(), 'bild.png', 'image/png');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Du hast in kurzer Zeit sehr viele Bilder hochgeladen\. Bitte warte etwa 60 Minuten/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the quota under parallel uploads (issue #47)', () => {
  let testApp: TestApp;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hw-uploads-parallel-'));
    testApp = await startTestApp({ UPLOAD_DIR: uploadDir, UPLOAD_QUOTA_FILES: '5', RATE_LIMIT_UPLOADS: '100/3600', UPLOAD_DECODE_CONCURRENCY: '4' });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('stores 5 of 20 uploads sent at once with a quota of 5 files, and refuses the rest with 413', async () => {
    const lena = await signIn(testApp, 'parallel@example.com');
    const image = await png();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(lena.agent, image, 'bild.png', 'image/png')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(413)]);
    expect(await readdir(join(uploadDir, lena.id))).toHaveLength(5);
  });
});

describe('uploads in an S3-compatible bucket, shared by two api instances', () => {
  let s3: S3TestServer;
  let testApp: TestApp;
  let second: NestExpressApplication;
  let secondUrl: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    testApp = await startTestApp(s3.env);
    second = await createApiApp(loadConfig(testEnv(testApp.database, { ...s3.env, QUEUE_PREFIX: testApp.config.queuePrefix })));
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
    await s3.close();
  });

  it('stores on one instance and serves from the other, through the AWS SDK', async () => {
    const lena = await signIn(testApp, 'lena@example.com');
    const sent = await upload(lena.agent, await png(), 'bild.png', 'image/png');
    expect(sent.status).toBe(201);
    // The same session, read from Postgres by the second instance.
    const cookie = (await lena.agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const served = await request(secondUrl).get(sent.body.file_url).set('Cookie', cookie);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('png');
  });
});
