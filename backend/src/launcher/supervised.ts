import type { ChildProcess } from 'node:child_process';
import { stopChild } from './stack.js';

/** A child that ran this long before it died was healthy: its next restart waits the shortest time again. */
export const HEALTHY_AFTER_MS = 60_000;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;

/** How long to wait before the next start after `crashesInARow` deaths: 1 s, doubling, at most 30 s. */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, crashesInARow - 1));
}

/**
 * A child process that is started again whenever it dies, with growing pauses while it keeps
 * dying (a worker that cannot reach Redis, a crash at boot), until `stop`.
 */
export class Supervised {
  private child: ChildProcess | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private crashesInARow = 0;

  constructor(
    private readonly name: string,
    private readonly spawnChild: () => ChildProcess,
    private readonly log: (line: string) => void = console.error,
  ) {}

  start(): void {
    const child = this.spawnChild();
    const startedAt = Date.now();
    this.child = child;
    child.once('exit', (code, signal) => {
      if (this.stopped) return;
      this.crashesInARow = Date.now() - startedAt >= HEALTHY_AFTER_MS ? 1 : this.crashesInARow + 1;
      const delay = restartDelayMs(this.crashesInARow);
      this.log(`The ${this.name} stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s.`);
      this.timer = setTimeout(() => this.start(), delay);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.child) await stopChild(this.child);
  }
}
