import type { RecordedEvent } from '../../../event-store/event.js';
import { at, eventRecorder, rowsAfter } from '../../../projections/testing/given-events.js';
import { usersReadModel } from './index.js';

const event = eventRecorder();
const USER = 'user-1';

describe('users', () => {
  const registered = () =>
    event(`user-${USER}`, 'UserRegistered', { userId: USER, email: 'a@example.com', fullName: 'Lena Kraft', picture: null, registeredAt: at('2026-11-01') });
  const profile = (changes: object, day: string) => event(`user-${USER}`, 'ProfileUpdated', { userId: USER, changes, at: at(day) });
  const credited = (amount: number, key: string) =>
    event(`wallet-${USER}`, 'HantelnCredited', { userId: USER, amount, reason: 'training_day', key, at: at('2026-11-02') });
  const user = (events: RecordedEvent[]) => rowsAfter(events, [usersReadModel]).get('users')![0] as Record<string, unknown>;

  it('adds up the wallet, once per wallet event', () => {
    const first = credited(100, 'welcome_bonus');
    expect(user([registered(), first, credited(10, 'training_day:2026-11-02'), first]).hantel_currency).toBe(110);
  });

  it('records pause periods by the Berlin day switched on and off, ignoring a repeated switch', () => {
    const row = user([
      registered(),
      profile({ pause_mode_active: true }, '2026-11-03'),
      profile({ pause_mode_active: true }, '2026-11-04'),
      profile({ pause_mode_active: false }, '2026-11-10'),
    ]);
    expect(row.pause_periods).toEqual([{ start: '2026-11-03', end: '2026-11-10' }]);
    expect(row.pause_mode_active).toBe(false);
  });

  it('follows onboarding and plan generation: answers, status, conversation, start, attempts, error, the new plan selected', () => {
    const stream = `user-${USER}`;
    const answers = {
      display_name: 'Lena',
      training_frequency: '3',
      fitness_goal: 'strength',
      training_experience: 'beginner',
      body_weight: 70,
      focus_areas: [],
    };
    const started = (conversationId: string, attempt: number, day: string) =>
      event(stream, 'PlanGenerationStarted', { userId: USER, conversationId, attempt, startedAt: at(day), deadline: at(day, '10:01') });
    const failed = [
      registered(),
      event(stream, 'OnboardingCompleted', { userId: USER, answers, at: at('2026-11-02') }),
      started('c-1', 1, '2026-11-02'),
      event(stream, 'PlanGenerationFailed', { userId: USER, conversationId: 'c-1', error: 'Plan generation timeout', at: at('2026-11-02', '10:01') }),
    ];
    expect(user(failed)).toMatchObject({
      onboarding_completed: true,
      display_name: 'Lena',
      plan_generation_status: 'failed',
      plan_generation_conversation_id: null,
      plan_generation_attempts: 1,
      plan_generation_error: 'Plan generation timeout',
    });
    const generating = [...failed, started('c-2', 2, '2026-11-03')];
    expect(user(generating)).toMatchObject({
      plan_generation_status: 'generating',
      plan_generation_conversation_id: 'c-2',
      plan_generation_started_at: new Date(at('2026-11-03')),
      plan_generation_error: null,
    });
    const completed = [...generating, event(stream, 'PlanGenerationCompleted', { userId: USER, conversationId: 'c-2', planId: 'p-1', at: at('2026-11-03') })];
    expect(user(completed)).toMatchObject({ plan_generation_status: 'completed', plan_generation_attempts: 2, selected_training_plan_id: 'p-1' });
  });

  it('records a finished training day overall and per plan, and a restart clears the answers but not the plans’ days', () => {
    const stream = `user-${USER}`;
    const row = user([
      registered(),
      event(stream, 'TrainingDayCompleted', { userId: USER, planId: 'p-1', dayNumber: 2, date: '2026-11-04', at: at('2026-11-04') }),
      event(stream, 'TrainingDayCompleted', { userId: USER, planId: 'p-2', dayNumber: 1, date: '2026-11-05', at: at('2026-11-05') }),
      event(stream, 'OnboardingRestarted', { userId: USER, clearSelectedPlan: true, at: at('2026-11-06') }),
    ]);
    expect(row).toMatchObject({
      last_completed_training_day_number: 1,
      last_training_date: '2026-11-05',
      last_completed_training_day_per_plan: { 'p-1': 2, 'p-2': 1 },
      onboarding_completed: false,
      focus_areas: [],
      selected_training_plan_id: null,
    });
  });
});
