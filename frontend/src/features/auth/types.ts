/** The API's shapes come from @hantelwerk/api-types; these are the frontend's narrower readings of its fields. */
import type { AuthProviders, Language, User, UserRole } from '@hantelwerk/api-types';

export type { AuthProviders, Language, User, UserRole };

export type TrainingFrequency = '1' | '2' | '3' | '4' | '5' | '6' | '7+';
export type FitnessGoal = 'muscle_building' | 'weight_loss' | 'strength' | 'definition' | 'endurance';
export type TrainingExperience = 'beginner' | 'intermediate' | 'advanced';
