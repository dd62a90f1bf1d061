import type { TrainingFacts } from '../../training-facts.js';
import { germanDate, kg } from '../german.js';
import type { Language } from '../language.js';
import type { AskedAboutSelf, ConversationMemory } from '../understanding/conversation-memory.js';
import type { BodyPart, Goal } from '../understanding/mentions.js';
import { GOAL_PLANS } from './context.js';

const GOALS_EN: Record<Goal, string> = {
  muscle_building: 'building muscle',
  strength: 'strength',
  definition: 'definition',
  weight_loss: 'losing weight',
  endurance: 'endurance',
};
const BODY_PARTS: Record<BodyPart, [string, string]> = {
  knee: ['Knie', 'knee'],
  back: ['Rücken', 'back'],
  shoulder: ['Schulter', 'shoulder'],
  elbow: ['Ellbogen', 'elbow'],
  wrist: ['Handgelenk', 'wrist'],
  hip: ['Hüfte', 'hip'],
  neck: ['Nacken', 'neck'],
  chest: ['Brust', 'chest'],
  ankle: ['Sprunggelenk', 'ankle'],
  arm: ['Arm', 'arm'],
};

export function bodyPartName(part: BodyPart, language: Language): string {
  return BODY_PARTS[part][language === 'de' ? 0 : 1];
}

function duration(months: number, language: Language): string {
  if (months >= 12) {
    const years = Math.round((months / 12) * 2) / 2;
    return language === 'de' ? `${kg(years)} ${years === 1 ? 'Jahr' : 'Jahre'}` : `${years} ${years === 1 ? 'year' : 'years'}`;
  }
  return language === 'de' ? `${months} ${months === 1 ? 'Monat' : 'Monate'}` : `${months} ${months === 1 ? 'month' : 'months'}`;
}

/**
 * What the lifter told the coach about themselves, asked back ("Wie lange trainiere ich schon?"):
 * from this conversation first, else from the profile or their logged sets, saying which.
 */
export function answerAboutYou(asked: AskedAboutSelf, memory: ConversationMemory, facts: TrainingFacts, language: Language): string {
  const de = language === 'de';
  switch (asked) {
    case 'training_age': {
      const first = facts.sets[0]?.date;
      const logged = first ? (de ? ` Dein erster Satz hier in der App ist vom ${germanDate(first)}.` : ` Your first set in the app is from ${first}.`) : '';
      if (memory.monthsTraining !== null)
        return de
          ? `Du hast mir gesagt, dass du seit **${duration(memory.monthsTraining, language)}** trainierst.${logged}`
          : `You told me you have been training for **${duration(memory.monthsTraining, language)}**.${logged}`;
      return de
        ? `Das hast du mir in diesem Gespräch noch nicht gesagt.${logged || ' Eingetragen hast du noch keine Sätze.'}`
        : `You have not told me in this conversation yet.${logged || ' You have not logged any sets yet.'}`;
    }
    case 'name': {
      const name = memory.name ?? facts.userName;
      if (!name) return de ? 'Deinen Namen kenne ich noch nicht – wie heißt du?' : 'I do not know your name yet – what is it?';
      return de ? `Du heißt **${name}**.` : `Your name is **${name}**.`;
    }
    case 'body_weight': {
      const weight = memory.bodyWeightKg ?? facts.profile.bodyWeight;
      const source = memory.bodyWeightKg !== null ? (de ? 'hast du mir gesagt' : 'you told me') : de ? 'steht in deinem Profil' : 'is in your profile';
      if (!weight)
        return de
          ? 'Dein Körpergewicht kenne ich noch nicht – trag es im Profil ein oder schreib es mir.'
          : 'I do not know your body weight yet – add it in your profile or tell me.';
      return de ? `**${kg(weight)} kg** – das ${source}.` : `**${weight} kg** – ${source}.`;
    }
    case 'goal': {
      const goal = memory.goal ?? (facts.profile.goal as Goal | null);
      if (!goal || !(goal in GOALS_EN)) return de ? 'Ein Ziel hast du mir noch nicht genannt.' : 'You have not told me a goal yet.';
      return de ? `Dein Ziel: **${GOAL_PLANS[goal].label}**.` : `Your goal: **${GOALS_EN[goal]}**.`;
    }
    case 'days': {
      const days = memory.daysPerWeek ?? (facts.profile.frequency ? Number.parseInt(facts.profile.frequency, 10) : null);
      if (!days) return de ? 'Wie oft du trainieren kannst, hast du mir noch nicht gesagt.' : 'You have not told me how often you can train yet.';
      return de ? `Du kannst **${days}-mal pro Woche** trainieren.` : `You can train **${days} times a week**.`;
    }
    case 'level':
      return level(memory, facts, language);
    case 'injuries': {
      if (memory.injuries.length === 0) return de ? 'Von einer Verletzung hast du mir nichts gesagt.' : 'You have not told me about an injury.';
      const parts = memory.injuries.map((part) => bodyPartName(part, language)).join(', ');
      return de
        ? `Du hast mir von Beschwerden an: **${parts}** erzählt – das berücksichtige ich.`
        : `You told me about trouble with your **${parts}** – I take it into account.`;
    }
  }
}

const LEVELS: Record<string, [string, string]> = {
  beginner: ['Anfänger', 'a beginner'],
  intermediate: ['Fortgeschritten', 'intermediate'],
  advanced: ['weit fortgeschritten', 'advanced'],
};

/**
 * The lifter's level, from how long they said they train (under a year beginner, up to three
 * years intermediate, then advanced: the usual rough lines, as progress slows with the years),
 * else from the profile's experience.
 */
function level(memory: ConversationMemory, facts: TrainingFacts, language: Language): string {
  const de = language === 'de';
  const months = memory.monthsTraining;
  const key = months !== null ? (months < 12 ? 'beginner' : months < 36 ? 'intermediate' : 'advanced') : (facts.profile.experience ?? null);
  if (!key || !(key in LEVELS))
    return de ? 'Sag mir, wie lange du schon trainierst, dann ordne ich dich ein.' : 'Tell me how long you have been training and I will place you.';
  const name = LEVELS[key]![de ? 0 : 1];
  const source =
    months !== null
      ? de
        ? `Mit **${duration(months, language)}** Training`
        : `With **${duration(months, language)}** of training`
      : de
        ? 'Laut deinem Profil'
        : 'By your profile';
  return de
    ? `${source} bist du **${name}**. Als Anfänger kannst du fast jede Woche steigern, fortgeschritten eher über Wochen bis Monate – entscheidend ist, dass deine Gewichte über die Zeit steigen.`
    : `${source} you are **${name}**. Beginners can add weight almost every week, intermediates over weeks to months – what matters is that your weights go up over time.`;
}
