import http from 'node:http';
import pg from 'pg';

/**
 * The floor of the logging benchmark: the least any HTTP endpoint that stores a set must do.
 * A bare `node:http` server (no framework, no session, no validation, no events, no read models)
 * whose handler only parses the JSON body and INSERTs the row, with the rows of concurrent
 * requests grouped into one statement (group commit). Run as its own process, as the api is.
 * Prints its port once listening.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
await pool.query(`CREATE TABLE IF NOT EXISTS bench_floor_entries (id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  machine_id uuid NOT NULL, max_weight numeric NOT NULL, reps integer NOT NULL, date date NOT NULL, notes text)`);

let waiting = [];
let flushing = false;

async function flush() {
  if (flushing || waiting.length === 0) return;
  flushing = true;
  const batch = waiting;
  waiting = [];
  try {
    const rows = batch.map(({ row }) => row);
    await pool.query(
      `INSERT INTO bench_floor_entries (machine_id, max_weight, reps, date, notes)
       SELECT * FROM unnest($1::uuid[], $2::numeric[], $3::int[], $4::date[], $5::text[])`,
      [rows.map((r) => r.machine_id), rows.map((r) => r.max_weight), rows.map((r) => r.reps), rows.map((r) => r.date), rows.map((r) => r.notes ?? null)],
    );
    for (const { done } of batch) done(null);
  } catch (error) {
    for (const { done } of batch) done(error);
  }
  flushing = false;
  void flush();
}

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    waiting.push({
      row: JSON.parse(body),
      done: (error) => {
        res.writeHead(error ? 500 : 201, { 'Content-Type': 'application/json' });
        res.end(error ? JSON.stringify({ message: error.message }) : '{}');
      },
    });
    void flush();
  });
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
