import { normaliseText } from './normalise.js';

export type Language = 'de' | 'en';

/** Short words that give a language away; a question's content words are too often the same in both (Squat, Plan, Protein). */
const ENGLISH = new Set(
  'i a my me you your how what whats hows when why which who is are do does did should can could would have has had the of to on for with and or it this that many much long often been training trained lift lifted eat sleep hurts feel get not there about meaning remedy tips help sore soreness gains good bad best day week after before workout thanks thank hello please cheers'.split(
    ' ',
  ),
);
const GERMAN = new Set(
  'ich mein meine meinen mir mich du dein deine wie was wann warum welche wer ist sind bin war soll sollte kann koennte habe hast hat der die das ein eine einen und oder es mit fuer zu im am auf nicht viel viele lange oft schon trainiere trainiert seit tut weh bei beim vom zum zur noch mal'.split(
    ' ',
  ),
);

/** The language a question is written in, when its words say so; null when they do not (a name, "Hi", "RPE?"). */
export function questionLanguage(question: string): Language | null {
  const words = normaliseText(question).split(' ');
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const german = words.filter((word) => GERMAN.has(word)).length;
  if (english > german) return 'en';
  if (german > english) return 'de';
  return null;
}

/**
 * The language of the reply: the question's own, else the interface's. A lifter with the English
 * interface is answered in English throughout, even when a question's language is unclear.
 */
export function replyLanguage(question: string, interfaceLanguage: Language): Language {
  if (interfaceLanguage === 'en') return 'en';
  return questionLanguage(question) ?? interfaceLanguage;
}

/** The one wording of a reply in the language asked for. */
export type Texts = Record<Language, string>;
