import { de } from './de';
import { en, type MessageKey } from './en';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;
type Catalogue = Partial<Record<string, string>>;

function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

/** Looks a key up in `primary`, then `fallback`, and finally shows the key itself. */
export function createTranslator<Key extends string>(primary: Catalogue, fallback: Catalogue) {
  return (key: Key, params?: MessageParams): string => interpolate(primary[key] ?? fallback[key] ?? key, params);
}

/** The app always speaks German (spec §1); English fills any gap. */
export const t = createTranslator<MessageKey>(de, en);
