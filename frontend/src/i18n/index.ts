import { common } from './common';
import { addCatalogue, translate, useLanguage, type Catalogue, type MessageParams } from './i18n';

export { currentLanguage, inLanguage, setLanguage, translateIfKnown, type Language, type MessageParams } from './i18n';

let apiErrorTexts: Promise<void> | undefined;

/** The API's error codes in both languages (api-errors.ts): about 7 KB, needed only once a request fails. */
export function loadApiErrorTexts(): Promise<void> {
  apiErrorTexts ??= import('./api-errors').then(
    ({ apiErrors }) => addCatalogue(apiErrors),
    () => {
      apiErrorTexts = undefined; // offline before the app was cached: the server's message is shown, and the next failure asks again
    },
  );
  return apiErrorTexts;
}

export type CommonKey = keyof typeof common.de;

/**
 * Registers a feature's (or a screen's) German and English texts and returns its translator: `t`
 * knows the catalogue's keys and the common ones. Components call `useTranslation()` so they
 * re-render when the language changes; plain functions may call `t` directly.
 */
export function defineMessages<const Key extends string>(catalogue: { de: Record<Key, string>; en: NoInfer<Record<Key, string>> }) {
  addCatalogue(catalogue);
  const t = (key: Key | CommonKey, params?: MessageParams): string => translate(key, params);
  const useTranslation = () => {
    const language = useLanguage();
    return { t, language };
  };
  return { catalogue: catalogue as Catalogue<Key>, t, useTranslation };
}

/** The shared texts, for shared UI (components/, app/). */
export const { t, useTranslation } = defineMessages<CommonKey>(common);
