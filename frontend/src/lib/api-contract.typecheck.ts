import type { Machine } from '@hantelwerk/api-types';
import { api } from './api-client';

async function probe() {
  const machines: Machine[] = await api.get('/api/machines');
  const one = await api.get('/api/machines/{id}', { path: { id: 'm1' } });
  const nothing: undefined = await api.delete('/api/machines/{id}', { path: { id: 'm1' } });
  const created = await api.post('/api/machines', { body: { name: 'Bankdrücken' } });
  await api.post('/api/auth/logout');
  await api.get('/api/exercises', { query: { search: 'bank', limit: 5 } });
  // @ts-expect-error a path the contract lacks
  await api.get('/api/maschinen');
  // @ts-expect-error a body field the contract lacks
  await api.post('/api/machines', { body: { name: 'Bankdrücken', colour: 'rot' } });
  // @ts-expect-error an answer field the contract lacks
  void one.colour;
  // @ts-expect-error a path parameter left out
  await api.get('/api/machines/{id}');
  // @ts-expect-error a query the contract lacks
  await api.get('/api/machines', { query: { search: 'x' } });
  // @ts-expect-error a body the path takes none of
  await api.post('/api/auth/logout', { body: {} });
  // @ts-expect-error a required body left out
  await api.post('/api/machines');
  // @ts-expect-error a GET-only path posted to
  await api.post('/api/exercises/names');
  // @ts-expect-error a query value of the wrong type
  await api.get('/api/exercises', { query: { limit: 'fünf' } });
  return { machines, nothing, created };
}
void probe;
