import type { MovementPattern } from '../../exercises/index.js';
import { MOVEMENT_PATTERNS } from '../../exercises/index.js';
import { loadDataFile } from '../data/data-file.js';

/**
 * Technique basics per movement pattern: what a trainer on the gym floor would point out first.
 * Data: data/technique-cues.json, cues for every pattern of the exercise catalogue.
 */
export function checkTechniqueCues(content: unknown): string | { ok: Record<MovementPattern, readonly string[]> } {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return 'needs an object of movement patterns and their cues';
  const missing = MOVEMENT_PATTERNS.filter((pattern) => !(pattern in content));
  if (missing.length > 0) return `no cues for ${missing.join(', ')}`;
  for (const [pattern, cues] of Object.entries(content)) {
    if (!(MOVEMENT_PATTERNS as readonly string[]).includes(pattern)) return `unknown movement pattern ${pattern}`;
    if (!Array.isArray(cues) || cues.length === 0 || !cues.every((cue) => typeof cue === 'string' && cue.trim() !== ''))
      return `${pattern}: needs a list of cues, none empty`;
  }
  return { ok: content as Record<MovementPattern, string[]> };
}

export const TECHNIQUE_CUES = loadDataFile('technique-cues.json', checkTechniqueCues);
