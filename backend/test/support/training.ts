import type { TrainingPlan } from '@hantelwerk/api-types';
import request from 'supertest';
import { addDays, berlinDate, mondayOf } from '../../src/modules/workouts/rules/calendar.js';
import type { TestApp } from './test-app.js';

/** Helpers for the workout-logging tests: signed-in agents and small factories over real HTTP. */
export type Agent = request.Agent;

export interface SignedIn {
  agent: Agent;
  id: string;
  email: string;
}

export async function signIn(testApp: TestApp, email: string, name = 'Test Nutzer'): Promise<SignedIn> {
  const agent = request.agent(testApp.url);
  const response = await agent.post('/api/auth/dev-login').send({ email, name });
  if (response.status !== 201) throw new Error(`dev-login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, id: response.body.id, email };
}

export async function createMachine(agent: Agent, name: string, categories: string[] = []): Promise<{ id: string; name: string }> {
  const response = await agent.post('/api/machines').send({ name, categories });
  if (response.status !== 201) throw new Error(`create machine failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createPlan(agent: Agent, body: object): Promise<TrainingPlan> {
  const response = await agent.post('/api/training-plans').send(body);
  if (response.status !== 201) throw new Error(`create plan failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export interface SetInput {
  max_weight: number;
  reps: number;
  date?: string;
  notes?: string | null;
}

export async function logSet(agent: Agent, machineId: string, set: SetInput) {
  const response = await agent.post('/api/workouts').send({ machine_id: machineId, date: today(), ...set });
  if (response.status !== 201) throw new Error(`log failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; hanteln_earned: number; personal_records: string[]; e1rm: number };
}

/** Today in Berlin, as the server sees it. */
export const today = () => berlinDate(new Date());
/** A day of the week `weeksBack` weeks before the current one (0 = Monday). */
export const dayOfWeek = (weeksBack: number, weekday = 2) => addDays(mondayOf(today()), -7 * weeksBack + weekday);

/** Rows of a table in a stable order, for comparing read models before and after a replay. */
export async function tableRows(testApp: TestApp, table: string, orderBy: string): Promise<unknown[]> {
  return (await testApp.database.db.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;
}
