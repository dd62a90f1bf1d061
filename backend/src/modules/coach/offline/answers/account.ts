import type { TrainingFacts } from '../../training-facts.js';
import { plural, whole } from '../german.js';
import type { Language } from '../language.js';

/**
 * The lifter's account as the coach tells it: the Hanteln on it and the weekly streak with its
 * freezes. Without the account (a fact source that did not read it) the coach says it has no
 * entries on it, never another question's answer.
 */

export type AccountQuestion = 'balance' | 'streak';

const en = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export const NO_ENTRIES: Record<Language, string> = {
  de: 'Dazu habe ich keine Einträge',
  en: 'I have no entries on that',
};

export function answerAccount(question: AccountQuestion, facts: TrainingFacts, language: Language): string {
  const account = facts.account;
  if (!account) return `${NO_ENTRIES[language]}${language === 'de' ? ' – schau auf deinem Profil nach.' : ' – have a look at your profile.'}`;
  if (question === 'balance') {
    return language === 'de'
      ? `Auf deinem Konto sind **${whole(account.hanteln)} Hanteln**. Du verdienst sie mit jedem Training; im **Shop** tauschst du sie zum Beispiel gegen einen Streak-Freeze.`
      : `You have **${en(account.hanteln, 'Hantel', 'Hanteln')}** on your account. You earn them with every training; in the **shop** you can trade them, for example for a streak freeze.`;
  }
  const freezes =
    language === 'de'
      ? account.freezesLeft > 0
        ? `Dazu hast du **${plural(account.freezesLeft, 'Streak-Freeze', 'Streak-Freezes')}**: ${account.freezesLeft === 1 ? 'er schützt' : 'sie schützen'} deine Serie in einer Woche ohne Training.`
        : 'Einen Streak-Freeze hast du gerade nicht; im Shop bekommst du einen für deine Hanteln.'
      : account.freezesLeft > 0
        ? `You also have **${en(account.freezesLeft, 'streak freeze', 'streak freezes')}**: ${account.freezesLeft === 1 ? 'it keeps' : 'they keep'} your streak through a week without training.`
        : 'You have no streak freeze right now; the shop has one for your Hanteln.';
  const weeks =
    language === 'de'
      ? account.streakWeeks > 0
        ? `Deine Streak steht bei **${plural(account.streakWeeks, 'Woche', 'Wochen')}** in Folge mit Training.`
        : 'Deine Streak steht gerade bei **0 Wochen** – ein Training diese Woche startet sie neu.'
      : account.streakWeeks > 0
        ? `Your streak is at **${en(account.streakWeeks, 'week', 'weeks')}** in a row with training.`
        : 'Your streak is at **0 weeks** right now – one training this week starts it again.';
  return `${weeks} ${freezes}`;
}
