import type { ChildProcess } from 'node:child_process';

/** Things started by the launcher, stopped in reverse order exactly once. */
export class Stack {
  private readonly stoppers: { name: string; stop: () => Promise<void> }[] = [];
  private stopping: Promise<void> | null = null;

  add(name: string, stop: () => Promise<void>): void {
    this.stoppers.push({ name, stop });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const { name, stop } of [...this.stoppers].reverse()) {
        await stop().catch((error: unknown) => console.error(`Could not stop ${name}: ${(error as Error).message}`));
      }
    })();
    return this.stopping;
  }
}

/** SIGTERM, then SIGKILL after ten seconds; resolves once the process is gone. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
