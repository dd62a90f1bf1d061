import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The deployment files say what docs/operations.md promises an operator. */
const read = (path: string) => parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'), { merge: true });

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it('refuses to start without a SESSION_SECRET instead of using a public one', () => {
    for (const service of ['api', 'worker']) {
      expect(compose.services[service].environment.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?[^}]+\}$/);
    }
  });

  it('keeps queued jobs across a Redis restart (append-only file on a volume)', () => {
    const redis = compose.services.redis;
    expect(redis.command.join(' ')).toContain('--appendonly yes');
    expect(redis.volumes).toContain('redisdata:/data');
    expect(Object.keys(compose.volumes)).toContain('redisdata');
  });

  it('starts a crashed api, worker, Postgres or Redis again', () => {
    for (const service of ['api', 'worker', 'postgres', 'redis']) expect(compose.services[service].restart).toBe('unless-stopped');
  });

  it('waits for a ready api', () => {
    expect(compose.services.api.healthcheck.test.join(' ')).toContain('/api/health/ready');
  });
});

describe('Kubernetes api deployment', () => {
  const container = read('infra/k8s/api-deployment.yaml').spec.template.spec.containers[0];

  it('restarts a pod only when its process stops answering, and takes it out of service when not ready', () => {
    expect(container.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(container.startupProbe.httpGet.path).toBe('/api/health/live');
    expect(container.readinessProbe.httpGet.path).toBe('/api/health/ready');
  });
});

describe('the image', () => {
  const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

  it('listens on every interface inside its container: the api defaults to 127.0.0.1 elsewhere', () => {
    expect(runtime).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });
});

describe('the image', () => {
  it('runs api and worker with two malloc arenas, the setting the memory measurement was made with', () => {
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^ENV .*\bMALLOC_ARENA_MAX=2\b/m);
  });
});

describe('Kubernetes resources', () => {
  const operations = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
  const containerOf = (file: string) => read(`infra/k8s/${file}`).spec.template.spec.containers[0];

  it.each([
    ['api', 'api-deployment.yaml'],
    ['worker', 'worker-deployment.yaml'],
  ])('gives the %s the memory limit and CPU request docs/operations.md names, and its rebuild plans with them', (name, file) => {
    const container = containerOf(file);
    const documented = new RegExp(`\\| ${name} \\| (\\S+) \\| (\\S+) \\|`).exec(operations);
    expect(documented).not.toBeNull();
    expect([container.resources.limits.memory, container.resources.requests.cpu]).toEqual([`${documented![1]}`, `${documented![2]}`]);
    const env = Object.fromEntries(
      (container.env as { name: string; valueFrom: { resourceFieldRef: unknown } }[]).map((entry) => [entry.name, entry.valueFrom.resourceFieldRef]),
    );
    expect(env.MEMORY_LIMIT_MIB).toEqual({ resource: 'limits.memory', divisor: '1Mi' });
    expect(env.CPU_LIMIT).toEqual({ resource: 'requests.cpu', divisor: '1' });
  });
});
