import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { WorkerModule } from '../../src/app/worker.module.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { berlinDate } from '../../src/modules/workouts/rules/calendar.js';

export type Agent = ReturnType<typeof request.agent>;

/** A signed-in browser: dev login, cookie kept. */
export async function signIn(url: string, email: string, name = 'Lena'): Promise<{ agent: Agent; userId: string }> {
  const agent = request.agent(url);
  const response = await agent.post('/api/auth/dev-login').send({ email, name });
  if (response.status !== 201) throw new Error(`dev-login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, userId: response.body.id as string };
}

export async function createMachine(agent: Agent, name: string, categories?: string[]): Promise<{ id: string; name: string; categories: string[] }> {
  const response = await agent.post('/api/machines').send(categories ? { name, categories } : { name });
  if (response.status !== 201) throw new Error(`create machine failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function logSet(agent: Agent, machineId: string, maxWeight: number, reps: number, date = today()): Promise<{ id: string }> {
  const response = await agent.post('/api/workouts').send({ machine_id: machineId, max_weight: maxWeight, reps, date });
  if (response.status !== 201) throw new Error(`log workout failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export const today = () => berlinDate(new Date());

export function daysAgo(days: number): string {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Polls until `done` holds, or fails with the last value seen. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000, intervalMs = 100): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value)) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)?.slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
}

/** A worker process context in this process: the same module the worker entry point boots. */
export function startWorkerContext(config: AppConfig): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: ['error'] });
}

/** The environment of a worker process for a test's api: its database, Redis, queue prefix and model; locks short, so a killed worker's job is taken over in 1.5 s. */
export function workerEnv(config: AppConfig, databaseUrl: string, openAiUrl: string, model: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: config.redisUrl,
    QUEUE_PREFIX: config.queuePrefix,
    FRONTEND_DIST: '/nonexistent',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: openAiUrl,
    OPENAI_MODEL: model,
    JOB_LOCK_MS: '1500',
    WORKER_CONCURRENCY: '1',
  };
}

const workerEntry = fileURLToPath(new URL('../../dist/worker.js', import.meta.url));
const apiEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The built worker (`node backend/dist/worker.js`) as a child process with the test's environment. */
export function spawnWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return spawnBuilt(workerEntry, env, 'consuming queues');
}

/** The built api (`node backend/dist/main.js`) as a child process: another replica a test can kill. */
export function spawnApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return spawnBuilt(apiEntry, env, 'Api listening');
}

async function spawnBuilt(entry: string, env: NodeJS.ProcessEnv, readyText: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, LOG_LEVEL: 'log' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A Nest app boots in 2-3 s alone; on two cores shared with a browser test and other work it took over 20 s.
    const timer = setTimeout(() => reject(new Error(`${entry} did not start: ${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}: ${output}`));
    });
  });
  return child;
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
