import { hyphenatedPageName, toCapitalisedPath } from './lowercase-paths';
import { PAGE_NAMES } from '../config/paths';

describe('toCapitalisedPath', () => {
  it.each([
    ['/dashboard', '/Dashboard'],
    ['/add-workout', '/AddWorkout'],
    ['/training-plan', '/TrainingPlan'],
    ['/guided-training', '/GuidedTraining'],
    ['/feedback-management', '/FeedbackManagement'],
    ['/debug-dashboard', '/DebugDashboard'],
    ['/profile', '/Profile'],
    ['/chat', '/Chat'],
    ['/onboarding', '/Onboarding'],
    ['/shop', '/Shop'],
    ['/import', '/Import'],
    ['/verlauf', '/Verlauf'],
  ])('maps %s to %s', (from, to) => {
    expect(toCapitalisedPath(from)).toBe(to);
  });

  it('accepts a trailing slash and other casings of the page name', () => {
    expect(toCapitalisedPath('/add-workout/')).toBe('/AddWorkout');
    expect(toCapitalisedPath('/trainingplan')).toBe('/TrainingPlan');
    expect(toCapitalisedPath('/SHOP')).toBe('/Shop');
  });

  it('returns null for paths that name no page', () => {
    expect(toCapitalisedPath('/')).toBeNull();
    expect(toCapitalisedPath('/nope')).toBeNull();
    expect(toCapitalisedPath('/add_workout')).toBeNull();
    expect(toCapitalisedPath('/shop/item')).toBeNull();
    expect(toCapitalisedPath('/auth/debug')).toBeNull();
  });

  it('covers every page', () => {
    for (const name of PAGE_NAMES) expect(toCapitalisedPath(`/${hyphenatedPageName(name)}`)).toBe(`/${name}`);
  });
});
