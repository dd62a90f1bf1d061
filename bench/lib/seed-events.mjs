/**
 * Writes a realistic log straight into the events table: users with their welcome bonus, 20
 * exercises each, sets, every tenth set edited. Positions follow causality like real appends.
 */
export async function seedEvents(db, { users, entries }) {
  const machinesPerUser = 20;
  const uuid = (prefix, expression) => `md5('${prefix}' || ${expression})::uuid`;
  const at = `to_char(timestamp '2026-01-01' + (g || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'user-' || ${uuid('u', 'g')}, 1, 'UserRegistered', jsonb_build_object('userId', ${uuid('u', 'g')},
      'email', 'u' || g || '@bench.example', 'fullName', 'Nutzer ' || g, 'picture', null, 'registeredAt', ${at})
    FROM generate_series(1, ${users}) g`);
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'wallet-' || ${uuid('u', 'g')}, 1, 'HantelnCredited', jsonb_build_object('userId', ${uuid('u', 'g')},
      'amount', 100, 'reason', 'welcome_bonus', 'at', ${at})
    FROM generate_series(1, ${users}) g`);
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'machine-' || ${uuid('m', 'g')}, 1, 'MachineCreated', jsonb_build_object('machineId', ${uuid('m', 'g')},
      'userId', ${uuid('u', `((g - 1) / ${machinesPerUser} + 1)`)}, 'name', 'Übung ' || g, 'categories', '["Brust"]'::jsonb, 'at', ${at})
    FROM generate_series(1, ${users * machinesPerUser}) g`);
  const entryData = (extra) => `jsonb_build_object('entryId', ${uuid('e', 'g')}, 'userId', ${uuid('u', `((g - 1) % ${users} + 1)`)},
      'machineId', ${uuid('m', `(((g - 1) % ${users}) * ${machinesPerUser} + (g / ${users}) % ${machinesPerUser} + 1)`)},
      'maxWeight', 20 + (g % 120) * 0.5, 'reps', 1 + g % 12, 'date', to_char(date '2025-01-01' + (g % 700), 'YYYY-MM-DD'),
      'notes', null, 'at', ${at} ${extra})`;
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'workout-' || ${uuid('e', 'g')}, 1, 'WorkoutLogged', ${entryData(`, 'createdBy', 'u' || ((g - 1) % ${users} + 1) || '@bench.example'`)}
    FROM generate_series(1, ${entries}) g`);
  await db.query(`INSERT INTO events (stream_id, stream_version, type, data)
    SELECT 'workout-' || ${uuid('e', 'g')}, 2, 'WorkoutEdited', ${entryData('')}
    FROM generate_series(10, ${entries}, 10) g`);
  const { rows } = await db.query('SELECT count(*)::int AS count FROM events');
  return rows[0].count;
}
