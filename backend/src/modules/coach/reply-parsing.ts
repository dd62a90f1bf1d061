import type { Category } from '../../common/exercise-categories.js';
import { CATEGORIES } from '../../common/exercise-categories.js';
import { foldGerman } from './offline/normalise.js';

const FOLDED = CATEGORIES.map((category) => ({ category, pattern: new RegExp(`\\b${foldGerman(category)}\\b`, 'g') }));

/**
 * A model's categorisation reply, read as spec section 5 says: only the eight known categories
 * count, each once; a reply containing "keine" means none. Works on plain lists, sentences and
 * fenced or broken JSON alike, because it looks for the category words themselves.
 */
export function parseCategoryReply(reply: string): Category[] {
  const text = foldGerman(reply);
  if (text.includes('keine')) return [];
  const found: { category: Category; at: number }[] = [];
  for (const { category, pattern } of FOLDED) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) found.push({ category, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((hit) => hit.category);
}

/** Strips a surrounding markdown code fence, which models like to add to plain text. */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  return (fenced ? fenced[1]! : trimmed).trim();
}

/** Parses a tool call's arguments; a model may send broken JSON, which yields an empty object. */
export function parseToolArguments(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(stripCodeFence(text || '{}')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
