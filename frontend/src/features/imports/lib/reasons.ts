import type { ImportError, ImportSkippedRow } from '@hantelwerk/api-types';
import { loadApiErrorTexts, translateIfKnown, type Language } from '../../../i18n';

/** A preview or report as it came, once the error codes' texts (i18n/api-errors.ts) are there for the reasons it names. */
export async function withReasonTexts<T extends { skipped: readonly ImportSkippedRow[]; error?: ImportError }>(value: T): Promise<T> {
  if (value.skipped.length > 0 || value.error) await loadApiErrorTexts();
  return value;
}

/** Why a row was skipped or an import failed: the server's German words, which quote the file; in English, its code's text. */
export function reasonOf({ code, message }: ImportError, language: Language): string {
  return language === 'de' ? message : (translateIfKnown(`apiError.${code}`) ?? message);
}
