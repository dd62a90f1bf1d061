import { readFileSync } from 'node:fs';
import { ERROR_TEXTS } from './error-texts.js';

/** The German half of the frontend's catalogue of error codes, read as text: the backend does not compile the frontend. */
function frontendGerman(): Map<string, string> {
  const source = readFileSync(new URL('../../../frontend/src/i18n/api-errors.ts', import.meta.url), 'utf8');
  const german = source.slice(source.indexOf('const de = {'), source.indexOf('const en'));
  const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
  const entries = german.matchAll(/'apiError\.([\w.]+)':\s*(['"])((?:(?!\2)[^\\]|\\.)*)\2/g);
  return new Map([...entries].map(([, code, , text]) => [code!, unquote(text!)]));
}

describe('error codes', () => {
  it('are all "context.reason" in lower case, with a text', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS)) {
      expect({ code, ok: /^[a-z_]+\.[a-z0-9_]+$/.test(code) && text.trim() !== '' }).toEqual({ code, ok: true });
    }
  });

  it('all have a translation in the frontend, whose German is the server’s own text', () => {
    const german = frontendGerman();
    const missing = Object.keys(ERROR_TEXTS).filter((code) => !german.has(code));
    expect(missing).toEqual([]);
    const different = Object.entries(ERROR_TEXTS).filter(([code, text]) => german.get(code) !== text);
    expect(different).toEqual([]);
  });
});
