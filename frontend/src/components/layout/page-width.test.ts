import { pageClassName } from './page-width';

describe('how wide a page is drawn on a desktop', () => {
  it('gives the dashboard, an exercise, the plan and the admin screens the width', () => {
    for (const path of ['/', '/Dashboard', '/Exercise/m-1', '/TrainingPlan', '/DebugDashboard', '/auth/debug', '/FeedbackManagement'])
      expect(pageClassName(path)).toBe('page page--wide');
  });

  it('keeps forms and the chat in a readable column', () => {
    for (const path of ['/AddWorkout', '/Chat', '/Profile', '/Shop', '/Onboarding', '/GuidedTraining']) expect(pageClassName(path)).toBe('page');
  });
});
