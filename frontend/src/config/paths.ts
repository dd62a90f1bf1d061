/** The signed-in screens; each route is "/" + its name (spec §2). */
export const PAGE_NAMES = [
  'Dashboard',
  'AddWorkout',
  'Profile',
  'Chat',
  'FeedbackManagement',
  'TrainingPlan',
  'Onboarding',
  'Shop',
  'GuidedTraining',
  'DebugDashboard',
  'Import',
  'Verlauf',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

export const paths = {
  home: '/',
  dashboard: '/Dashboard',
  addWorkout: '/AddWorkout',
  profile: '/Profile',
  chat: '/Chat',
  feedbackManagement: '/FeedbackManagement',
  trainingPlan: '/TrainingPlan',
  onboarding: '/Onboarding',
  shop: '/Shop',
  guidedTraining: '/GuidedTraining',
  /** An exercise's own page (beyond the spec): `/Exercise/{machine id}`. */
  exercise: '/Exercise/:machineId',
  debugDashboard: '/DebugDashboard',
  /** Bringing a training history from Strong, Hevy or Hantelwerk (beyond the spec). */
  import: '/Import',
  /** The lifter's trainings, newest first (beyond the spec). */
  history: '/Verlauf',
  authDebug: '/auth/debug',
} as const satisfies Record<string, string>;

export const exercisePath = (machineId: string) => paths.exercise.replace(':machineId', encodeURIComponent(machineId));

/** The shop's section on how Hanteln and the streak are earned; the dashboard's top bar links to it. */
export const SHOP_EARNING_ANCHOR = 'hanteln-verdienen';
