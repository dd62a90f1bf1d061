import { readFileSync } from 'node:fs';
import { bootBuiltApp } from '../e2e/support/boot-app.mjs';
import { signedInClient } from './lib/http-client.mjs';
import { sendRaw } from './lib/raw-http.mjs';
import { BENCH_LIMITS } from './lib/unthrottled.mjs';

/**
 * `node bench/fuzz.mjs [--small]` after `npm run build` (docs/operations.md, "Fault and fuzz
 * runs"): every operation of the contract (packages/api-types/openapi.json), signed in as an
 * admin who owns a few things, with odd input: path ids that are not ids, are someone else's or
 * are malformed in their encoding; query values that are empty, huge, not numbers, repeated, not
 * JSON; bodies that are no JSON, the wrong JSON, or the schema's fields one at a time set to a
 * value of the wrong kind or size; the wrong content type. Prints how many requests were sent and
 * every 5xx. The routes that end the session go last; a lost session is signed in again.
 */
const ADMIN = 'fuzz@bench.example';
const contract = JSON.parse(readFileSync(new URL('../packages/api-types/openapi.json', import.meta.url), 'utf8'));
const small = process.argv.includes('--small');

const LONG = 'x'.repeat(20_000);
const ODD_STRINGS = [
  '',
  ' ',
  LONG,
  'ü🏋️\u202e',
  '\u0000',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{"a":',
];
const ODD_VALUES = [
  null,
  '',
  -1,
  0,
  1e308,
  -1e308,
  0.0000001,
  2 ** 53 + 1,
  true,
  [],
  {},
  [1, 'a', null],
  LONG,
  '\u0000',
  'ü🏋️',
  '2026-02-30',
  '9999-12-31',
  { nested: { deep: [] } },
];
const ODD_BODIES = ['{', 'null', '[]', '"text"', '123', '{"a":1,"a":2}', `{"x":"${'y'.repeat(2_000_000)}"}`, '\u0000', '[{}]'];
const ODD_IDS = ['not-an-id', '00000000-0000-0000-0000-000000000000', '%ZZ', '%00', LONG.slice(0, 5000), '-1', 'ü', '..%2F..%2Fadmin', '1;DROP TABLE events'];

const app = await bootBuiltApp({ prefix: 'hw_fuzz', withWorker: true, env: { ...BENCH_LIMITS, ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'error' } });
let client;
const counts = { sent: 0, byStatus: new Map() };
const failures = [];
try {
  // The worker starts after the api: its health route answers 503 until it does.
  while ((await sendRaw(app.baseUrl, 'GET', '/api/health/worker', {})).status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  client = await signIn();
  const own = await ownThings(client);
  const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  // Last: what ends the session or the account.
  const ending = (op) => /logout|end-others|\/api\/users\/\{id\}/.test(op.path);
  for (const op of [...operations.filter((op) => !ending(op)), ...operations.filter(ending)]) {
    for (const request of variants(op, own)) {
      const answer = await sendRaw(app.baseUrl, op.method, request.path, { cookie: client.cookie, ...request.headers }, request.body);
      counts.sent++;
      counts.byStatus.set(answer.status, (counts.byStatus.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500 || answer.status === 0)
        failures.push(`${answer.status} ${op.method} ${request.path.slice(0, 120)} ${request.label}: ${answer.body.slice(0, 200)}`);
      if (answer.status === 401 && !/logout|end-others/.test(op.path)) {
        client.close();
        client = await signIn();
      }
    }
  }
  const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.log(
    `fuzz run ${new Date().toISOString()}: ${counts.sent} requests over ${operations.length} operations; ${failures.length} answered 5xx or not at all`,
  );
  console.log(`by status: ${statuses.join(', ')}`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  client?.close();
  await app.stop();
}

async function signIn() {
  return signedInClient(app.baseUrl, ADMIN, 'Fuzz');
}

/** A machine, a set, a conversation of the fuzzing admin: ids that exist, for the path's valid variant. */
async function ownThings(lifter) {
  const machine = await lifter.post('/api/machines', { name: 'Bankdrücken', categories: ['Brust'] });
  const entry = await lifter.post('/api/workouts', { machine_id: machine.id, max_weight: 60, reps: 5, date: '2026-11-20' });
  return { id: entry.id, machineId: machine.id };
}

/** The requests one operation is sent: `label` says what is odd about each. */
function* variants({ path, method, operation }, own) {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path').map((param) => param.name);
  const query = params.filter((param) => param.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const valid = schema ? example(schema) : undefined;
  const at = (value) =>
    path.replace(/\{(\w+)\}/g, (_, name) => (value === undefined ? (name === 'id' ? own.id : own.machineId) : encodeURI(String(value)).replace(/%25/g, '%')));

  yield { label: 'as described', path: at(), body: valid };
  for (const id of pathParams.length > 0 ? ODD_IDS : []) yield { label: `path ${id.slice(0, 20)}`, path: at(id), body: valid };
  for (const param of query) {
    for (const value of small ? ODD_STRINGS.slice(0, 3) : ODD_STRINGS) {
      yield { label: `?${param.name}=${value.slice(0, 20)}`, path: `${at()}?${param.name}=${encodeURIComponent(value)}`, body: valid };
    }
    yield { label: `?${param.name} twice`, path: `${at()}?${param.name}=1&${param.name}=2`, body: valid };
    yield { label: `?${param.name}[a]`, path: `${at()}?${param.name}[a]=1&${param.name}[b][c]=2`, body: valid };
  }
  if (method === 'GET' || method === 'DELETE') return;
  for (const raw of small ? ODD_BODIES.slice(0, 2) : ODD_BODIES)
    yield { label: `body ${raw.slice(0, 20)}`, path: at(), headers: { 'content-type': 'application/json' }, body: raw };
  yield { label: 'text/plain', path: at(), headers: { 'content-type': 'text/plain' }, body: 'hallo' };
  yield { label: 'form', path: at(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b[c]=2' };
  yield { label: 'multipart without boundary', path: at(), headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n' };
  yield {
    label: 'multipart, a text file',
    path: at(),
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nkein bild\r\n--b--\r\n',
  };
  yield { label: 'odd idempotency key', path: at(), headers: { 'idempotency-key': 'a, b' }, body: valid };
  if (!valid || typeof valid !== 'object') return;
  for (const field of Object.keys(valid)) {
    for (const value of small ? ODD_VALUES.slice(0, 3) : ODD_VALUES)
      yield { label: `${field}=${JSON.stringify(value)?.slice(0, 20)}`, path: at(), body: { ...valid, [field]: value } };
    const { [field]: _left, ...without } = valid;
    yield { label: `without ${field}`, path: at(), body: without };
  }
  const polluting = `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"extra":1,${JSON.stringify(valid).slice(1)}`;
  yield { label: 'extra fields, __proto__ among them', path: at(), headers: { 'content-type': 'application/json' }, body: polluting };

  function example(node) {
    const resolved = resolve(node);
    if (resolved.allOf) return example(resolved.allOf[0]);
    if (resolved.enum) return resolved.enum[0];
    if (resolved.type === 'object' || resolved.properties) {
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, name.endsWith('_id') ? own.machineId : example(property)]),
      );
    }
    if (resolved.type === 'array') return resolved.items ? [example(resolved.items)] : [];
    if (resolved.type === 'number' || resolved.type === 'integer') return 5;
    if (resolved.type === 'boolean') return true;
    if (resolved.format === 'uuid') return own.machineId;
    return /date/i.test(resolved.description ?? '') ? '2026-11-20' : 'Bankdrücken';
  }
}

function resolve(node) {
  return node.$ref
    ? resolve(
        node.$ref
          .split('/')
          .slice(1)
          .reduce((at, key) => at[key], contract),
      )
    : node;
}
