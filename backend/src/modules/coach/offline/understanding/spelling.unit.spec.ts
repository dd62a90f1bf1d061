import { correctTypos } from './spelling.js';

describe('typos on the words that matter', () => {
  it('corrects short questions to the words their answers hang on', () => {
    expect(correctTypos('wie fiel eiwis brauch ich')).toBe('wie viel eiweiss brauche ich');
    expect(correctTypos('kreatien ja oder nein')).toBe('kreatin ja oder nein');
    expect(correctTypos('bauchfet weg bekommen')).toBe('bauchfett weg bekommen');
    expect(correctTypos('wie lang pausse zwischen sätzen')).toBe('wie lang pause zwischen sätzen');
  });

  it('keeps numbers, dates, exercise names and words lifters use as written', () => {
    expect(correctTypos('Wie viele Sätze seit dem 1.11.?')).toBe('Wie viele Sätze seit dem 1.11.?');
    expect(correctTypos('Bankdrücken mit 62,5 kg')).toBe('Bankdrücken mit 62,5 kg');
    expect(correctTypos('Latzug oder Rudern?')).toBe('Latzug oder Rudern?');
  });
});
