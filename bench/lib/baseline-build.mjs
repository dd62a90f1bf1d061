import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The api of an earlier commit, built to run beside this checkout's in one benchmark: that
 * commit's files exported under the temp dir (made once, reused while its build is there; an
 * export rather than a worktree, so nothing stays registered in this repository) with this
 * checkout's node_modules, its backend built by the same tsc. It serves this checkout's frontend
 * build: the benchmarks that use it measure the api.
 */
export function builtBaseline(commit) {
  const dir = join(tmpdir(), `hw-baseline-${commit}`);
  if (existsSync(join(dir, 'backend/dist/main.js'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const archive = `${dir}.tar`;
  execFileSync('git', ['archive', '--output', archive, commit], { cwd: root });
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  rmSync(archive);
  for (const folder of ['.', 'backend', 'frontend']) linkOnce(join(root, folder, 'node_modules'), join(dir, folder, 'node_modules'));
  linkOnce(join(root, 'frontend/dist'), join(dir, 'frontend/dist'));
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

function linkOnce(target, path) {
  if (!existsSync(path)) symlinkSync(target, path);
}
