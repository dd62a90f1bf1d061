import type { Machine } from '@hantelwerk/api-types';
import { api } from './api-client';
import { invokeFunction } from './server-functions';

/**
 * The test of the typed api client, run by `tsc -p frontend` (npm run lint), never executed: each
 * call below the first block must fail the type-check, and `@ts-expect-error` fails the build when
 * one stops failing, e.g. when a path turns back into any string (docs/decisions/47-one-typed-api-client.md).
 */
export async function callsTheContractChecks() {
  const machines: Machine[] = await api.get('/api/machines');
  const machine = await api.get('/api/machines/{id}', { path: { id: 'm1' } });
  const deleted: undefined = await api.delete('/api/machines/{id}', { path: { id: 'm1' } });
  await api.post('/api/machines', { body: { name: 'Bankdrücken' }, idempotencyKey: 'satz-1' });
  await api.get('/api/exercises', { query: { search: 'bank', limit: 5 } });
  await api.post('/api/auth/logout');

  // @ts-expect-error a path the contract lacks
  await api.get('/api/maschinen');
  // @ts-expect-error a body field the contract lacks
  await api.post('/api/machines', { body: { name: 'Bankdrücken', colour: 'rot' } });
  // @ts-expect-error an answer field the contract lacks
  void machine.colour;
  // @ts-expect-error a path placeholder left out
  await api.get('/api/machines/{id}');
  // @ts-expect-error a query the contract lacks
  await api.get('/api/machines', { query: { search: 'bank' } });
  // @ts-expect-error a query value of the wrong type
  await api.get('/api/exercises', { query: { limit: 'fünf' } });
  // @ts-expect-error a body on a path that takes none
  await api.post('/api/auth/logout', { body: {} });
  // @ts-expect-error a required body left out
  await api.post('/api/machines');
  // @ts-expect-error a method the path does not answer
  await api.post('/api/exercises/names');
  // @ts-expect-error a JSON body on a path that takes a file
  await api.post('/api/integrations/upload', { body: {} });
  // @ts-expect-error a file to a path that takes JSON
  await api.postForm('/api/machines', new FormData());
  return { machines, deleted };
}

/** The same for server functions, typed by the contract's `ServerFunctions`. */
export async function serverFunctionsTheContractChecks() {
  const streak = await invokeFunction('calculateStreak');
  const purchase = await invokeFunction('purchaseShopItem', { itemId: 'streak_freeze' });

  // @ts-expect-error a function the contract lacks
  await invokeFunction('calculateStreaks');
  // @ts-expect-error params left out where the function takes them
  await invokeFunction('purchaseShopItem');
  // @ts-expect-error params to a function that takes none
  await invokeFunction('calculateStreak', { itemId: 'streak_freeze' });
  // @ts-expect-error a params field the contract lacks
  await invokeFunction('purchaseShopItem', { itemId: 'streak_freeze', colour: 'rot' });
  // @ts-expect-error an answer field the function's data lacks
  void streak.new_balance;
  return { streak, purchase };
}
