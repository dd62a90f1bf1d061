import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { INestApplicationContext } from '@nestjs/common';
import { startWorkerContext } from './support/coach-fixtures.js';
import { rowsMentioning } from './support/leftovers.js';
import { createMachine, signIn, today } from './support/training.js';
import type { SignedIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const ROUNDS = 20;

/**
 * Issue #28: an account deleted while its devices keep writing. Every write takes the user's row
 * first and the erasure takes it exclusively, so a write either commits before the erasure reads
 * anything (and is erased with the rest) or finds no user and stores nothing.
 */
describe('account deletion racing the writes of the user’s other devices', () => {
  let testApp: TestApp;
  let uploadDir: string;
  let redis: Redis;
  let image: Buffer;
  let worker: INestApplicationContext;

  // An api and a worker booting on two cores that a browser test shares took over the default minute in CI.
  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hw-erasure-race-'));
    // The devices write as fast as they can: the per-user write limit is not what this test is about.
    testApp = await startTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_WRITES: '100000/60' });
    redis = new Redis(testApp.config.redisUrl);
    // A worker categorises the exercise and analyses the sets meanwhile: its jobs race the deletion too.
    worker = await startWorkerContext(testApp.config);
    image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#a03030' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await worker?.close();
    redis.disconnect();
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  /** Writes until the account is gone; answers the statuses it got. */
  async function keepLogging(client: SignedIn, machineId: string, note: string, logged: () => void): Promise<number[]> {
    const statuses: number[] = [];
    for (let set = 0; ; set++) {
      const { status } = await client.agent
        .post('/api/workouts')
        .send({ machine_id: machineId, max_weight: 40 + set, reps: 8, date: today(), notes: `${note} Satz ${set}` });
      statuses.push(status);
      if (status !== 201) return statuses;
      logged();
    }
  }

  async function keepUploading(client: SignedIn): Promise<number[]> {
    const statuses: number[] = [];
    for (;;) {
      const { status } = await client.agent.post('/api/integrations/upload').attach('file', image, 'bild.png');
      statuses.push(status);
      if (status !== 201) return statuses;
    }
  }

  it(`three devices logging sets and one uploading while the account is deleted leave nothing behind (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `rennen-${round}@example.com`;
      const note = `Geheimnotiz-${round}-${Date.now()}`;
      const phone = await signIn(testApp, email, `Renate Renner ${round}`);
      const devices = [phone, await signIn(testApp, email), await signIn(testApp, email)];
      const uploader = await signIn(testApp, email);
      const machine = await createMachine(phone.agent, `Rennbank ${note}`);
      let logged = 0;
      const writing = Promise.all([...devices.map((device) => keepLogging(device, machine.id, note, () => logged++)), keepUploading(uploader)]);
      // The deletion starts at a different moment each round, while every device keeps writing.
      const before = 3 + (round % 5) * 2;
      while (logged < before) await new Promise((resolve) => setTimeout(resolve, 5));

      const deleted = await phone.agent.post('/api/functions/invoke').send({ functionName: 'deleteUserAccount' });
      expect(deleted.body).toEqual({ data: { success: true } });
      const statuses = (await writing).flat();

      // Nothing of the user in any table (the events by id, address and note, every read model, the sessions), in Redis or on disk.
      expect(await rowsMentioning(testApp.database.db, phone.id, email, note)).toEqual({});
      expect(await redis.keys(`*${phone.id}*`)).toEqual([]);
      expect(await readdir(join(uploadDir, phone.id)).catch(() => 'gone')).toBe('gone');
      // Every write was stored (and erased with the rest) or refused as signed out.
      expect(statuses.filter((status) => status !== 201 && status !== 401)).toEqual([]);
    }
  });
});
