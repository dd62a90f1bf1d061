import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The api of an earlier commit, built to run beside this checkout's in one benchmark: a worktree
 * of that commit under the temp dir (made once, reused while its build is there; `--force` takes
 * the path back when its folder was deleted) with this checkout's node_modules, its backend built
 * by the same tsc. It serves this checkout's frontend build: the benchmarks that use it measure
 * the api.
 */
export function builtBaseline(commit) {
  const dir = join(tmpdir(), `hw-baseline-${commit}`);
  if (existsSync(join(dir, 'backend/dist/main.js'))) return dir;
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: root, stdio: 'inherit' });
  for (const folder of ['.', 'backend', 'frontend']) linkOnce(join(root, folder, 'node_modules'), join(dir, folder, 'node_modules'));
  linkOnce(join(root, 'frontend/dist'), join(dir, 'frontend/dist'));
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

function linkOnce(target, path) {
  if (!existsSync(path)) symlinkSync(target, path);
}
