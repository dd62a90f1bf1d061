import type { AgentName } from '@hantelwerk/api-types';

/** The chat screen talks to this agent only (spec §3). */
export const COACH_AGENT = 'training_coach' satisfies AgentName;
export const COACH_METADATA = { name: 'Training Chat', type: 'training_advice' } as const;
