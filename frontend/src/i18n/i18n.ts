import { useSyncExternalStore } from 'react';

export type Language = 'de' | 'en';
export type MessageParams = Record<string, string | number>;
export type Catalogue<Key extends string = string> = { de: Record<Key, string>; en: Record<Key, string> };

/**
 * The interface speaks German (spec §1); a key German lacks falls back to English, then to the key
 * itself. Keys are flat ("workouts.error.weightRequired") in one table per language that every
 * catalogue adds to. This is all the app asked of i18next, whose 15 KB and slower lookups sat on
 * the first screen's path (docs/decisions/16-first-load.md).
 */
const texts: Record<Language, Map<string, string>> = { de: new Map(), en: new Map() };
let language: Language = 'de';
const listeners = new Set<() => void>();

/** Adds a catalogue's texts; a feature's catalogue comes with its code, so a lazy page brings its own. */
export function addCatalogue(catalogue: Catalogue): void {
  for (const lang of ['de', 'en'] as const) {
    for (const [key, text] of Object.entries(catalogue[lang])) texts[lang].set(key, text);
  }
}

// "{{name}}", spaces inside the braces allowed; an unknown name stays visible as it is written.
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The text of `key` with its `{{name}}` placeholders filled in, unescaped (React escapes what it renders). */
export function translate(key: string, params?: MessageParams): string {
  const text = texts[language].get(key) ?? texts.en.get(key) ?? key;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

/** The text of `key` in the current language (or English), or undefined when no catalogue has it. */
export function translateIfKnown(key: string, params?: MessageParams): string | undefined {
  return texts[language].has(key) || texts.en.has(key) ? translate(key, params) : undefined;
}

/** Switches every mounted component to `language` at once: each one reads its texts through `useLanguage`. */
export async function setLanguage(next: Language): Promise<void> {
  document.documentElement.lang = next;
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

export const currentLanguage = (): Language => language;

/**
 * `render` run in `next`, for the api's drawing of the first screen (entry-server.tsx), where no
 * document exists and lifters of both languages are drawn one after another: a synchronous render
 * cannot interleave with another, so the module's language is set for it alone and put back.
 */
export function inLanguage<T>(next: Language, render: () => T): T {
  const before = language;
  language = next;
  try {
    return render();
  } finally {
    language = before;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Re-renders the calling component when the language changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
