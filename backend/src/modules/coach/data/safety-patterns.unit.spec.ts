import { checkSafetyPatterns } from '../offline/understanding/safety-concerns.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the health rules’ patterns (data/safety-patterns.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('safety-patterns.json', (content) => ({ ok: content as Record<string, string> }));

  it('load the shipped file', () => {
    const patterns = loadDataFile('safety-patterns.json', checkSafetyPatterns);
    expect(patterns.fainted.test(' ich bin umgekippt ')).toBe(true);
  });

  it('refuse a missing, unknown or broken pattern, naming it: a health rule never goes silently', () => {
    const { drugs: _drugs, ...withoutDrugs } = shipped();
    expect(checkSafetyPatterns(withoutDrugs)).toBe('safety patterns: no pattern for drugs');
    expect(checkSafetyPatterns({ ...shipped(), alcohol: '\\bbier\\b' })).toMatch(/^safety patterns: unknown alcohol/);
    expect(checkSafetyPatterns({ ...shipped(), dizzy: '\\bschwindel(' })).toMatch(/^safety patterns\.dizzy: Invalid regular expression/);
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('safety-patterns.json', (content) => checkSafetyPatterns({ ...(content as object), sore: null }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*safety-patterns\.json is broken: safety patterns\.sore: needs a pattern \(a string\)$/);
  });
});
