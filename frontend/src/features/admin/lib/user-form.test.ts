import { changedFields, fieldKind, formValues } from './user-form';

const user = {
  id: 'u1',
  email: 'chefin@example.com',
  full_name: 'Chefin',
  display_name: null,
  onboarding_completed: false,
  hantel_currency: 100,
  body_weight: null,
  focus_areas: ['Brust'],
  last_completed_training_day_per_plan: { p1: 2 },
  selected_training_plan_id: null,
};

describe('the auth debug page’s user form', () => {
  it('types each field: ids read-only, booleans, numbers (also when empty), lists and maps as JSON, else text', () => {
    expect(Object.fromEntries(Object.entries(user).map(([name, value]) => [name, fieldKind(name, value)]))).toEqual({
      id: 'readonly',
      email: 'text',
      full_name: 'text',
      display_name: 'text',
      onboarding_completed: 'boolean',
      hantel_currency: 'number',
      body_weight: 'number',
      focus_areas: 'json',
      last_completed_training_day_per_plan: 'json',
      selected_training_plan_id: 'readonly',
    });
  });

  it('fills the inputs with the user’s values, empty for none', () => {
    expect(formValues(user)).toMatchObject({
      display_name: '',
      onboarding_completed: 'false',
      hantel_currency: '100',
      body_weight: '',
      focus_areas: '[\n  "Brust"\n]',
    });
  });

  it('sends only what changed, typed', () => {
    const values = { ...formValues(user), display_name: 'Chefin K.', onboarding_completed: 'true', body_weight: '72,5', focus_areas: '["Brust", "Beine"]' };
    expect(changedFields(user, values)).toEqual({
      changes: { display_name: 'Chefin K.', onboarding_completed: true, body_weight: 72.5, focus_areas: ['Brust', 'Beine'] },
      problems: {},
    });
    expect(changedFields(user, formValues(user))).toEqual({ changes: {}, problems: {} });
  });

  it('names the inputs that are not a number or not JSON, and never sends a read-only field', () => {
    const values = { ...formValues(user), id: 'u2', hantel_currency: 'viel', last_completed_training_day_per_plan: '{p1: 2' };
    expect(changedFields(user, values)).toEqual({ changes: {}, problems: { hantel_currency: 'number', last_completed_training_day_per_plan: 'json' } });
  });
});
