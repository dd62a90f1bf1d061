import type { Category } from '../../../../common/exercise-categories.js';
import type { Language, Texts } from '../language.js';

/** Everyday gym questions beside the science topics of knowledge.ts: gear, cardio, age, fasting. */
export type GymQuestion = 'belt' | 'shoes' | 'cardio' | 'age' | 'fasting' | 'calories_burned' | 'caffeine' | 'alcohol' | 'time_off';

export const GYM_ANSWERS: Record<GymQuestion, Texts> = {
  caffeine: {
    de: '**Koffein** ist das einzige Mittel in Boostern, das gut belegt etwas bringt: etwa **3 mg pro kg Körpergewicht** 30–60 Minuten vor dem Training (bei 70 kg rund 200 mg, zwei Tassen Kaffee), höchstens 400 mg am Tag. Nach etwa 14 Uhr lieber weglassen, sonst leidet der Schlaf – und der ist wichtiger. Bei Herzrhythmusstörungen, Bluthochdruck oder in der Schwangerschaft vorher ärztlich abklären.',
    en: '**Caffeine** is the one ingredient of pre-workouts with good evidence: about **3 mg per kg of body weight** 30–60 minutes before training (around 200 mg at 70 kg, two cups of coffee), at most 400 mg a day. Skip it after about 2 pm or your sleep suffers – and sleep matters more. With heart rhythm problems, high blood pressure or in pregnancy, ask your doctor first.',
  },
  alcohol: {
    de: '**Alkohol** bremst die Erholung: Er stört den Schlaf und die Eiweißsynthese, und er entzieht Wasser. Ein Glas ab und zu macht keinen Unterschied; nach dem Training aber erst essen und trinken (Wasser, Eiweiß, Kohlenhydrate) und an Trainingstagen möglichst wenig – mehrere Drinks kosten messbar Muskelaufbau.',
    en: '**Alcohol** slows recovery: it disturbs sleep and muscle protein synthesis and dehydrates you. A glass now and then makes no difference; after training eat and drink first (water, protein, carbs) and keep it low on training days – several drinks measurably cost muscle growth.',
  },
  time_off: {
    de: '**Eine Woche Pause schadet nicht** – Kraft und Muskeln bleiben 2–3 Wochen praktisch erhalten, oft kommst du sogar erholt und stärker zurück. Nach einer längeren Pause steigst du mit etwa 80–90 % der alten Gewichte wieder ein und bist nach wenigen Einheiten wieder auf dem alten Stand (das Muskelgedächtnis hilft).',
    en: '**A week off does no harm** – strength and muscle stay practically the same for 2–3 weeks, and you often come back rested and stronger. After a longer break, start again at about 80–90 % of your old weights and you are back where you were within a few sessions (muscle memory helps).',
  },
  calories_burned: {
    de: 'Genau kann ich das nicht sagen – es hängt von Gewicht, Pausen und Tempo ab, und deine Sätze allein verraten es nicht. **Als grober Richtwert verbrennt Krafttraining etwa 200–400 kcal pro Stunde**, eine einzelne Übung nur einen kleinen Teil davon. Mehr zählt, dass die Muskeln auch danach Energie verbrauchen – und was du isst.',
    en: 'I cannot tell you exactly – it depends on your weight, rest times and pace, and your sets alone do not show it. **As a rough guide, lifting burns about 200–400 kcal an hour**, one exercise only a small part of that. What matters more is that muscle uses energy afterwards too – and what you eat.',
  },
  belt: {
    de: [
      '**Ein Gürtel** hilft bei schweren Kniebeugen, Kreuzheben und Überkopfdrücken ab etwa 80–85 % deines Maximalgewichts: Du drückst den Bauch gegen ihn und baust so mehr Rumpfspannung auf.',
      '- Für Aufwärmsätze, leichte Sätze und Maschinen brauchst du ihn nicht – dort lernt dein Rumpf die Spannung selbst.',
      '- Er ersetzt keine Technik und schützt nicht vor einem runden Rücken.',
      '- Eng, aber so, dass du noch tief in den Bauch atmen kannst.',
    ].join('\n'),
    en: [
      '**A belt** helps on heavy squats, deadlifts and overhead presses from about 80–85 % of your max: you push your belly against it and build more bracing.',
      '- You do not need it for warm-ups, light sets or machines – there your trunk learns to brace on its own.',
      '- It does not replace technique or protect a rounded back.',
      '- Tight, but loose enough to breathe deep into your belly.',
    ].join('\n'),
  },
  shoes: {
    de: [
      '**Schuhe:** Für Kreuzheben flache, feste Sohlen (flache Sneaker, Barfußschuhe oder Socken, wo erlaubt) – je näher am Boden, desto kürzer der Weg und desto stabiler der Stand.',
      'Für Kniebeugen helfen feste Schuhe, Gewichtheberschuhe mit erhöhter Ferse erleichtern eine aufrechte, tiefe Kniebeuge. Weiche Laufschuhe sind für schwere Grundübungen ungünstig, weil sie unter dem Gewicht nachgeben.',
    ].join('\n\n'),
    en: [
      '**Shoes:** for deadlifts, flat hard soles (flat trainers, barefoot shoes or socks where allowed) – the closer to the floor, the shorter the pull and the steadier you stand.',
      'For squats firm shoes help; lifting shoes with a raised heel make an upright, deep squat easier. Soft running shoes are a poor fit for heavy lifts as they give way under the weight.',
    ].join('\n\n'),
  },
  cardio: {
    de: [
      '**Ausdauertraining schadet dem Muskelaufbau nicht**, solange es nicht übertrieben wird: 2–3 Einheiten von 20–40 Minuten pro Woche verbessern Herz, Erholung und Kalorienverbrauch.',
      '- Lockeres Cardio (Radfahren, zügiges Gehen, Rudern) stört am wenigsten; hartes Intervalltraining direkt vor Beintraining kostet Kraft.',
      '- Am besten getrennt vom Krafttraining oder danach, nicht davor.',
      '- Sehr viel Ausdauer (z. B. Marathonvorbereitung) bremst den Muskelaufbau – dann mehr essen und das Krafttraining kürzer halten.',
    ].join('\n'),
    en: [
      '**Cardio does not hurt muscle growth** as long as it is not overdone: 2–3 sessions of 20–40 minutes a week help your heart, recovery and calorie burn.',
      '- Easy cardio (cycling, brisk walking, rowing) interferes least; hard intervals right before leg day cost strength.',
      '- Best apart from lifting or after it, not before.',
      '- A lot of endurance work (training for a marathon, say) slows muscle growth – then eat more and keep the lifting short.',
    ].join('\n'),
  },
  age: {
    de: [
      '**Muskeln aufbauen kannst du in jedem Alter** – auch mit 50, 60 oder 70 zeigen Studien deutliche Zuwächse an Kraft und Muskelmasse, und Krafttraining schützt Knochen, Gelenke und Stoffwechsel.',
      '- Etwas länger aufwärmen und die Gewichte gleichmäßig steigern; 2–3 Ganzkörpereinheiten pro Woche reichen.',
      '- Genug Eiweiß ist mit den Jahren noch wichtiger (etwa 1,6 g pro kg Körpergewicht).',
      '- Mit Herz-Kreislauf-Erkrankungen oder nach langer Pause vorher ärztlich durchchecken lassen.',
    ].join('\n'),
    en: [
      '**You can build muscle at any age** – at 50, 60 or 70 studies still show clear gains in strength and muscle, and lifting protects bones, joints and metabolism.',
      '- Warm up a little longer and add weight steadily; 2–3 full-body sessions a week are enough.',
      '- Enough protein matters even more with age (about 1.6 g per kg of body weight).',
      '- With heart or circulation problems or after a long break, get a check-up first.',
    ].join('\n'),
  },
  fasting: {
    de: [
      '**Intervallfasten** (z. B. 16:8) ist eine Art, weniger zu essen – es wirkt über die Kalorien, nicht über das Zeitfenster. Mit Krafttraining passt es, wenn du im Essensfenster genug Eiweiß schaffst (1,6–2 g pro kg Körpergewicht, auf 2–3 Mahlzeiten verteilt).',
      'Trainierst du nüchtern und fühlst dich schwach oder schwindelig, leg das Training ins Essensfenster. Bei Diabetes, Essstörungen oder in der Schwangerschaft bitte nur nach ärztlicher Rücksprache.',
    ].join('\n\n'),
    en: [
      '**Intermittent fasting** (16:8, say) is one way of eating less – it works through calories, not the time window. It fits with lifting if you get enough protein in your eating window (1.6–2 g per kg of body weight over 2–3 meals).',
      'If you train fasted and feel weak or dizzy, move training into the eating window. With diabetes, an eating disorder or in pregnancy, only after talking to your doctor.',
    ].join('\n\n'),
  },
};

/** Good exercises per muscle group, the big lifts first: what "die beste Übung für die Brust" is answered with. */
const BEST_EXERCISES: Record<Category, [string, string][]> = {
  Brust: [
    ['Bankdrücken', 'Bench press'],
    ['Kurzhantel Schrägbankdrücken', 'Incline dumbbell press'],
    ['Dips', 'Dips'],
    ['Kabelzug Crossover', 'Cable crossover'],
  ],
  Rücken: [
    ['Klimmzüge', 'Pull-ups'],
    ['Langhantelrudern', 'Barbell row'],
    ['Latzug', 'Lat pulldown'],
    ['Kreuzheben', 'Deadlift'],
  ],
  Schultern: [
    ['Schulterdrücken', 'Overhead press'],
    ['Seitheben', 'Lateral raise'],
    ['Face Pulls', 'Face pulls'],
    ['Reverse Butterfly', 'Reverse fly'],
  ],
  Arme: [
    ['Bizepscurls', 'Biceps curls'],
    ['Hammercurls', 'Hammer curls'],
    ['Trizepsdrücken am Kabel', 'Triceps pushdown'],
    ['French Press', 'Skull crushers'],
  ],
  Beine: [
    ['Kniebeugen', 'Squats'],
    ['Rumänisches Kreuzheben', 'Romanian deadlift'],
    ['Beinpresse', 'Leg press'],
    ['Bulgarian Split Squats', 'Bulgarian split squats'],
  ],
  Bauch: [
    ['Beinheben hängend', 'Hanging leg raises'],
    ['Kabelcrunches', 'Cable crunches'],
    ['Plank', 'Plank'],
    ['Pallof Press', 'Pallof press'],
  ],
  Ganzkörper: [
    ['Kniebeugen', 'Squats'],
    ['Kreuzheben', 'Deadlift'],
    ['Bankdrücken', 'Bench press'],
    ['Klimmzüge', 'Pull-ups'],
  ],
  Ausdauer: [
    ['Rudergerät', 'Rowing machine'],
    ['Fahrradergometer', 'Stationary bike'],
    ['Seilspringen', 'Jump rope'],
    ['Crosstrainer', 'Elliptical'],
  ],
};

/** The best exercises for the muscle group asked about; without one, for the whole body. */
export function bestExercises(category: Category | null, language: Language): string {
  const list = BEST_EXERCISES[category ?? 'Ganzkörper'].map(([de, en]) => `- **${language === 'de' ? de : en}**`).join('\n');
  return language === 'de'
    ? `Die eine beste Übung gibt es nicht – gut bewährt${category ? ` für **${category}**` : ''} sind:\n${list}\n\nNimm eine schwere Grundübung und eine oder zwei ergänzende, und steigere dich darin über die Wochen: Das bringt mehr als die perfekte Auswahl.`
    : `There is no single best exercise – proven choices${category ? ` for this muscle group` : ''} are:\n${list}\n\nPick one heavy compound lift and one or two accessories, and add weight over the weeks: that matters more than the perfect pick.`;
}
