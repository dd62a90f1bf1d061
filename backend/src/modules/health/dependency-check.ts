/** A probe must answer well inside its own timeout, however a dependency fails (a lost host hangs). */
export const DEPENDENCY_TIMEOUT_MS = 1000;

export type Check = 'ok' | 'down';

/** 'down' unless `probe` succeeds within the timeout. */
export function check(probe: Promise<unknown>, timeoutMs = DEPENDENCY_TIMEOUT_MS): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  const outcome = probe.then(
    (): Check => 'ok',
    (): Check => 'down',
  );
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
}
