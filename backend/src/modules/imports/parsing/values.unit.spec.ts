import { describe, expect, it } from '@jest/globals';
import { minutesOfSeconds, parseDecimal, parseDurationText, parseRpe, setTypeOfWord, strongSetOrder, textOrNull, withoutFormulaGuard } from './values.js';

describe('numbers as exports write them', () => {
  it.each([
    ['82.5', 82.5],
    ['82,5', 82.5],
    [' 80 ', 80],
    ['80.0', 80],
    ['0', 0],
    ['-5', -5],
    ['+5', 5],
    ['.5', 0.5],
    ['abc', null],
    ['', null],
    ['1.234,5', null],
    ['80 kg', null],
    ['1e3', null],
  ])('%p is %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each([
    ['8', 8],
    ['8.5', 8.5],
    ['9,5', 9.5],
    ['6', 6],
    ['10', 10],
    ['5.5', null],
    ['10.5', null],
    ['8.3', null],
    ['', null],
    ['hart', null],
  ])('RPE %p is %p', (text, rpe) => {
    expect(parseRpe(text)).toBe(rpe);
  });
});

describe('durations', () => {
  it.each([
    ['1h 5m', 65],
    ['45m', 45],
    ['1h', 60],
    ['50s', 1],
    ['29s', 0],
    ['1h 5m 40s', 66],
    ['1 Std. 5 Min.', 65],
    ['45 Min.', 45],
    ['2 Std.', 120],
    ['30 Sek.', 1],
    ['', null],
    ['lang', null],
    ['1h hallo', null],
    ['5 Jahre', null],
  ])('%p is %p minutes', (text, minutes) => {
    expect(parseDurationText(text)).toBe(minutes);
  });

  it('reads Strong’s Duration (sec) as minutes', () => {
    expect(minutesOfSeconds('3900')).toBe(65);
    expect(minutesOfSeconds('89')).toBe(1);
    expect(minutesOfSeconds('')).toBeNull();
    expect(minutesOfSeconds('-60')).toBeNull();
  });
});

describe('set types', () => {
  it.each([
    ['1', 1, 'normal'],
    ['12', 12, 'normal'],
    ['W', null, 'warmup'],
    ['w', null, 'warmup'],
    ['D', null, 'dropset'],
    ['F', null, 'failure'],
    ['', null, 'normal'],
    ['0', null, 'normal'],
    ['X', null, 'normal'],
  ])('Strong’s Set Order %p is position %p, %p', (text, position, setType) => {
    expect(strongSetOrder(text)).toEqual({ position, setType });
  });

  it.each([
    ['normal', 'normal'],
    ['warmup', 'warmup'],
    ['failure', 'failure'],
    ['dropset', 'dropset'],
    ['Aufwärmsatz', 'warmup'],
    ['Arbeitssatz', 'normal'],
    ['Bis zum Versagen', 'failure'],
    ['Dropsatz', 'dropset'],
    [' WARMUP ', 'warmup'],
    ['', 'normal'],
    ['superset', 'normal'],
  ])('%p is a %p set', (word, setType) => {
    expect(setTypeOfWord(word)).toBe(setType);
  });
});

describe('text', () => {
  it("drops the apostrophe Hantelwerk's export puts before formula characters, and only that", () => {
    expect(withoutFormulaGuard("'=SUMME(A1)")).toBe('=SUMME(A1)');
    expect(withoutFormulaGuard("'-5 kg")).toBe('-5 kg');
    expect(withoutFormulaGuard("'+1")).toBe('+1');
    expect(withoutFormulaGuard("'@home")).toBe('@home');
    expect(withoutFormulaGuard("'s Gym")).toBe("'s Gym");
    expect(withoutFormulaGuard('-5 kg')).toBe('-5 kg');
  });

  it('treats blank text as none and keeps a note’s lines with plain line breaks', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' Griff enger ')).toBe('Griff enger');
    expect(textOrNull('eins\r\nzwei\rdrei')).toBe('eins\nzwei\ndrei');
  });
});
