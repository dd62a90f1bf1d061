import { createServer, connect } from 'node:net';

const STARTUP_CODE = 196608; // protocol 3.0; SSL and GSS requests come before it untyped as well

/**
 * A TCP proxy in front of Postgres that counts the round trips its clients make, without any app
 * code: every simple Query ('Q') and every Sync ('S') of the extended protocol (one per
 * parameterised statement, as node-pg sends them) is one wait for the server. Each round trip is
 * kept as the texts of its statements (Parse and Bind name them; a BEGIN sent with the statement
 * after it in one Sync is one round trip, "BEGIN; …"), so a run can tell a transaction's round
 * trips (START TRANSACTION or BEGIN … COMMIT) from the request's others.
 */
export async function startRoundTripCounter(target) {
  const statements = new Map();
  let trips = [];
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on(
      'data',
      frontendReader(statements, (text) => trips.push(text)),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    /** The statements of the round trips since the last call, in the order they were sent. */
    take() {
      const taken = trips;
      trips = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Splits one connection's stream into frontend messages and reports each round trip with its statement. */
function frontendReader(statements, roundTrip) {
  let buffered = Buffer.alloc(0);
  let started = false;
  /** The statements of the round trip under way (since the last Sync), and the names parsed in it. */
  let sequence = [];
  const parsed = new Set();
  return (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      const typed = started ? 1 : 0;
      if (buffered.length < typed + 4) return;
      const length = buffered.readInt32BE(typed);
      if (buffered.length < typed + length) return;
      const message = buffered.subarray(0, typed + length);
      buffered = buffered.subarray(typed + length);
      if (!started) {
        started = message.readInt32BE(4) === STARTUP_CODE;
        continue;
      }
      const type = String.fromCharCode(message[0]);
      const [first, second] = message.subarray(5).toString('utf8').split('\0');
      if (type === 'Q') roundTrip(first);
      else if (type === 'S') {
        roundTrip(sequence.join('; '));
        sequence = [];
        parsed.clear();
      } else if (type === 'P') {
        if (first) statements.set(first, second);
        parsed.add(first);
        sequence.push(second);
      } else if (type === 'B' && !parsed.has(second)) sequence.push(statements.get(second) ?? second);
    }
  };
}
