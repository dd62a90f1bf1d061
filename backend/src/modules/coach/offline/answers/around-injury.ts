import type { CatalogueEntry } from '../../../exercises/index.js';
import { EXERCISE_CATALOGUE } from '../../../exercises/index.js';
import type { Language } from '../language.js';
import { SPARING } from '../plan-adaptation.js';
import type { BodyPart } from '../understanding/mentions.js';
import { bodyPartName } from './about-you.js';

const ENGLISH_NAMES = new Map(EXERCISE_CATALOGUE.map((exercise) => [exercise.name, exercise.en]));

/** A few exercises that load the part, as examples of what to leave out. */
function loadingExamples(part: BodyPart, language: Language): string[] {
  return SPARING[part].loads
    .slice(0, 3)
    .map((pattern) => EXERCISE_CATALOGUE.find((exercise) => exercise.pattern === pattern))
    .filter((exercise): exercise is CatalogueEntry => exercise !== undefined)
    .map((exercise) => (language === 'de' ? exercise.name : exercise.en));
}

/**
 * "Kann ich Kreuzheben machen?" from a lifter who said their back is hurt: whether the exercise
 * loads that part (the planner's own table of what loads what), and what to do instead; never a
 * diagnosis, and a doctor or physio decides when it is loaded again.
 */
export function answerAroundInjury(injuries: readonly BodyPart[], exercise: CatalogueEntry | null, language: Language): string {
  const de = language === 'de';
  const parts = injuries.filter((part) => SPARING[part].loads.length > 0);
  const names = parts.map((part) => bodyPartName(part, language)).join(', ');
  const instead = [...new Set(parts.flatMap((part) => SPARING[part].instead))].slice(0, 4).map((name) => (de ? name : (ENGLISH_NAMES.get(name) ?? name)));
  const doctor = de
    ? 'Was du wann wieder belasten darfst, klärst du am besten mit deiner Ärztin, deinem Arzt oder Physio.'
    : 'When you may load it again is best settled with your doctor or physio.';
  if (exercise) {
    const name = de ? exercise.name : exercise.en;
    const loads = parts.filter((part) => SPARING[part].loads.includes(exercise.pattern));
    if (loads.length > 0)
      return de
        ? `**${name}** belastet genau die Stelle, an der du Beschwerden hast (${names}). Lass es vorerst weg und nimm stattdessen: ${instead.join(', ')}. Wenn es wieder geht, steig mit wenig Gewicht ein und steigere nur, solange es schmerzfrei bleibt. ${doctor}`
        : `**${name}** loads exactly where you have trouble (${names}). Leave it out for now and do these instead: ${instead.join(', ')}. Once it is fine again, start light and only add weight while it stays pain-free. ${doctor}`;
    return de
      ? `**${name}** belastet deine Beschwerden (${names}) kaum – das kannst du machen, solange es schmerzfrei bleibt. Hör bei Schmerz sofort auf. ${doctor}`
      : `**${name}** hardly loads your trouble spot (${names}) – you can do it as long as it stays pain-free. Stop at once if it hurts. ${doctor}`;
  }
  const avoid = [...new Set(parts.flatMap((part) => loadingExamples(part, language)))].join(', ');
  return de
    ? `Mit deinen Beschwerden (${names}) passen schonende Übungen wie: ${instead.join(', ')}. Lass vorerst weg, was dort belastet (z. B. ${avoid}), und trainiere nur schmerzfrei. ${doctor}`
    : `With your trouble (${names}), gentle exercises fit: ${instead.join(', ')}. Leave out what loads it for now (such as ${avoid}) and only train pain-free. ${doctor}`;
}
