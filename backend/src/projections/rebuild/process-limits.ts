import { readFileSync } from 'node:fs';
import type { ProcessLimits } from './rebuild-sizing.js';

/** A file's text, or null where it does not exist (no cgroup of that version here). */
type ReadFile = (path: string) => string | null;

const readIfThere: ReadFile = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** cgroup v1 writes "no limit" as the largest page-aligned 63-bit number. */
const UNLIMITED_V1 = 2 ** 60;

/**
 * The memory and CPU limits of this process: `MEMORY_LIMIT_MIB` and `CPU_LIMIT` (cores, may be a
 * fraction) where configured, else its cgroup's (v2: memory.max and cpu.max; v1: memory.limit_in_bytes
 * and cpu.cfs_quota_us over cpu.cfs_period_us), else none. A Kubernetes pod's memory limit is its
 * cgroup's; its CPU request is not, so the manifests pass what the rebuild should plan with.
 */
export function processLimits(env: NodeJS.ProcessEnv = process.env, read: ReadFile = readIfThere): ProcessLimits {
  const configuredMemory = positive(env.MEMORY_LIMIT_MIB);
  const configuredCpus = positive(env.CPU_LIMIT);
  return {
    memoryBytes: configuredMemory !== null ? configuredMemory * 2 ** 20 : cgroupMemory(read),
    cpus: configuredCpus ?? cgroupCpus(read),
  };
}

function cgroupMemory(read: ReadFile): number | null {
  const v2 = read('/sys/fs/cgroup/memory.max');
  if (v2 !== null) return positive(v2.trim());
  const v1 = positive(read('/sys/fs/cgroup/memory/memory.limit_in_bytes')?.trim());
  return v1 !== null && v1 < UNLIMITED_V1 ? v1 : null;
}

function cgroupCpus(read: ReadFile): number | null {
  const v2 = read('/sys/fs/cgroup/cpu.max');
  if (v2 !== null) {
    const [quota, period] = v2.trim().split(/\s+/);
    return ratio(quota, period);
  }
  return ratio(read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim(), read('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim());
}

/** quota / period where both are positive numbers ("max" and -1 are no limit). */
function ratio(quota: string | undefined, period: string | undefined): number | null {
  const [over, under] = [positive(quota), positive(period)];
  return over !== null && under !== null ? over / under : null;
}

function positive(text: string | undefined): number | null {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value) && value > 0 ? value : null;
}
