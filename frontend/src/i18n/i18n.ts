import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

export type Language = 'de' | 'en';
export type MessageParams = Record<string, string | number>;
export type Catalogue<Key extends string = string> = { de: Record<Key, string>; en: Record<Key, string> };

/** The interface speaks German (spec §1); a key German lacks falls back to English, then to the key itself. */
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'de',
  fallbackLng: 'en',
  supportedLngs: ['de', 'en'],
  resources: { de: { translation: {} }, en: { translation: {} } },
  // Keys are flat ("workouts.error.weightRequired"), in one namespace that every catalogue adds to.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a catalogue's texts; a feature's catalogue comes with its code, so a lazy page brings its own. */
export function addCatalogue(catalogue: Catalogue): void {
  for (const language of ['de', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', catalogue[language], true, true);
  }
}

export function translate(key: string, params?: MessageParams): string {
  return i18n.t(key, params) as string;
}

/** Switches every mounted component to `language` at once: each one reads its texts through `useLanguage`. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language => i18n.language as Language;

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** Re-renders the calling component when the language changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}
