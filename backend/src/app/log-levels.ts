import type { LogLevel } from '@nestjs/common';

/** LOG_LEVEL names the quietest level still printed; tests default to warnings and errors. */
export function logLevels(env: NodeJS.ProcessEnv = process.env): LogLevel[] {
  const levels: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
  const wanted = (env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'log')) as LogLevel;
  return levels.slice(0, Math.max(levels.indexOf(wanted), 0) + 1);
}
