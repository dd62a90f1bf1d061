import type { CatalogueEntry, MovementPattern } from '../../../exercises/index.js';
import { kg, listing, plural } from '../german.js';
import { TECHNIQUE_CUES } from '../technique.js';
import type { Answer } from './context.js';
import { roundToPlate } from './context.js';

export const answerTechnique: Answer = (context) => {
  const catalogue = context.catalogue;
  if (!catalogue) {
    const named = context.exercise?.name;
    return [
      named
        ? `**${named}** kenne ich nicht genau genug für eine Anleitung. Ein paar Grundregeln, die für jede Übung gelten:`
        : 'Ein paar Grundregeln, die für jede Übung gelten:',
      '',
      '- 5–10 Minuten aufwärmen und die ersten Sätze leichter beginnen',
      '- Kontrolliert bewegen: etwa 2 Sekunden nach unten, kraftvoll nach oben',
      '- Den vollen Bewegungsumfang nutzen, den du sauber kontrollierst',
      '- Beim Drücken oder Ziehen ausatmen, den Rumpf fest halten',
      '',
      'Nenn mir die Übung (z. B. „Wie mache ich Kniebeugen richtig?“), dann gebe ich dir die wichtigsten Punkte genau dazu.',
    ].join('\n');
  }
  const lines = [`**${catalogue.name}** – darauf kommt es an:`, TECHNIQUE_CUES[catalogue.pattern].map((cue) => `- ${cue}`).join('\n')];
  const exercise = context.exercise;
  if (exercise && exercise.latest.weight > 0) {
    const practice = roundToPlate(exercise.latest.weight * 0.6);
    lines.push(
      `Zuletzt hast du ${kg(exercise.latest.weight)} kg × ${exercise.latest.reps} geschafft. Wenn du an der Technik feilen willst, übe sie mit etwa ${kg(practice)} kg und langsamen Wiederholungen.`,
    );
  }
  lines.push('Wenn etwas schmerzt (nicht nur anstrengt), brich den Satz ab und lass dir die Übung im Studio zeigen.');
  return lines.join('\n\n');
};

/** Exercises on machines, cables or guided rails; the rest are free weights or body weight. */
const GUIDED_PATTERNS: ReadonlySet<MovementPattern> = new Set(['leg_press', 'leg_extension', 'leg_curl', 'hip_machine']);
const GUIDED_NAME = /maschine|machine|presse|kabel|cable|zug|butterfly|pec deck|multipresse|smith|hackenschmidt|geraet|station|crossover/;

function isGuided(catalogue: CatalogueEntry | null, name: string): boolean {
  if (catalogue && GUIDED_PATTERNS.has(catalogue.pattern)) return true;
  return GUIDED_NAME.test(`${name} ${catalogue?.name ?? ''} ${catalogue?.en ?? ''}`.toLowerCase().replace(/ä/g, 'ae').replace(/ü/g, 'ue'));
}

export const answerEquipment: Answer = (context) => {
  const { facts, matcher } = context;
  const lines = [
    [
      '**Freie Gewichte** (Lang- und Kurzhanteln): trainieren die stabilisierenden Muskeln mit, übertragen sich gut auf den Alltag und erlauben viele Varianten – verlangen aber mehr Technik.',
      '**Maschinen und Kabel**: führen die Bewegung, sind leicht zu lernen, sicher bis an die Leistungsgrenze und gut, um einen Muskel gezielt zu treffen.',
    ].join('\n\n'),
    'Für den Muskelaufbau zählt vor allem, dass du nah an die Leistungsgrenze trainierst und dich steigerst – das geht mit beidem. Am besten ist die **Kombination**: Grundübungen mit freien Gewichten (Kniebeugen, Bankdrücken, Rudern) für Kraft, Maschinen und Kabel für zusätzliches Volumen und kleine Muskeln.',
  ];
  if (facts.profile.experience === 'beginner') {
    lines.push('Als Anfänger kannst du gut an Maschinen starten und die Grundübungen parallel mit leichtem Gewicht lernen.');
  }
  if (facts.exercises.length > 0) {
    const guided = facts.exercises.filter((exercise) => isGuided(matcher.findClose(exercise.name), exercise.name));
    const free = facts.exercises.length - guided.length;
    lines.push(
      `Von deinen ${plural(facts.exercises.length, 'Übung', 'Übungen')} machst du ${free} mit freien Gewichten und ${guided.length} an Maschinen oder Kabeln` +
        (guided.length > 0 && free > 0
          ? ' – eine gute Mischung.'
          : free === 0
            ? '. Probier ruhig eine Grundübung mit freien Gewichten dazu.'
            : '. Eine Maschine für zusätzliches Volumen kann gut ergänzen.'),
    );
  }
  const mentioned = context.understanding.mentions.exercises
    .map((mention) => mention.ownName ?? mention.catalogue?.name)
    .filter((name): name is string => Boolean(name));
  if (mentioned.length >= 2)
    lines.push(
      `${listing(mentioned.map((name) => `**${name}**`))} kannst du beide nutzen – wechsle sie z. B. alle paar Wochen ab oder mach beide an einem Tag.`,
    );
  return lines.join('\n\n');
};
