import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrors } from './api-errors';
import { common } from './common';
import type { Catalogue } from './i18n';

const SRC = join(__dirname, '..');

/** Every catalogue: the common one and each `messages.ts` a feature or a screen keeps beside its code. */
async function catalogues(): Promise<[string, Catalogue][]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('/messages.ts'));
  const modules = await Promise.all(files.map((file) => import(join(SRC, file)) as Promise<{ messages: { catalogue: Catalogue } }>));
  return [
    ['i18n/common.ts', common],
    ['i18n/api-errors.ts', apiErrors],
    ...modules.map((module, index): [string, Catalogue] => [files[index], module.messages.catalogue]),
  ];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  let all: [string, Catalogue][];
  beforeAll(async () => {
    all = await catalogues();
  });

  it('are found beside the features and screens', () => {
    expect(all.map(([file]) => file)).toEqual(
      expect.arrayContaining(['i18n/common.ts', 'features/workouts/messages.ts', 'features/coach/messages.ts', 'features/shop/messages.ts']),
    );
  });

  it('have exactly the same keys in German and English', () => {
    for (const [file, catalogue] of all) {
      expect({ file, keys: Object.keys(catalogue.en).sort() }).toEqual({ file, keys: Object.keys(catalogue.de).sort() });
    }
  });

  it('have a text for every key, with the same placeholders in both languages', () => {
    for (const [file, catalogue] of all) {
      for (const key of Object.keys(catalogue.de)) {
        const [de, en] = [catalogue.de[key], catalogue.en[key]];
        expect({ file, key, de: de.trim() !== '', en: en.trim() !== '' }).toEqual({ file, key, de: true, en: true });
        expect({ file, key, placeholders: placeholders(en) }).toEqual({ file, key, placeholders: placeholders(de) });
        // The translator reads {{name}}; a single-brace placeholder would be shown as it is.
        expect({ file, key, singleBraces: /(^|[^{])\{\w+\}(?!\})/.test(de + en) }).toEqual({ file, key, singleBraces: false });
      }
    }
  });

  it('never define a key twice, so no catalogue overwrites another', () => {
    const owners = new Map<string, string[]>();
    for (const [file, catalogue] of all) for (const key of Object.keys(catalogue.de)) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
