import type { User } from '../api/types';

export function newUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'anna@example.com',
    full_name: 'Anna Schmidt',
    name: 'anna',
    display_name: 'Anna',
    profile_image: null,
    picture: null,
    role: 'user',
    hantel_currency: 100,
    onboarding_completed: true,
    training_frequency: '3',
    fitness_goal: 'strength',
    training_experience: 'beginner',
    body_weight: 70,
    focus_areas: ['Beine'],
    current_streak: 2,
    pause_mode_active: false,
    pause_mode_start_date: null,
    week_start_date: '2026-11-23',
    selected_training_plan_id: null,
    last_completed_training_day_number: null,
    last_training_date: null,
    last_completed_training_day_per_plan: null,
    last_performance_analysis: null,
    last_analysis_date: null,
    language: 'de',
    ...overrides,
  };
}
