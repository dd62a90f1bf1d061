import type { ExerciseFacts } from '../../training-facts.js';
import type { CatalogueEntry, MovementPattern } from '../../../exercises/index.js';
import { kg } from '../german.js';
import { bestExercises, GYM_ANSWERS } from './gym-questions.js';
import type { Category } from '../../../../common/exercise-categories.js';
import type { Language, Texts } from '../language.js';
import type { KnowledgeTopic } from '../understanding/knowledge-topics.js';

type FixedTopic = Exclude<KnowledgeTopic, 'relative_strength' | 'best_exercises'>;

const FIXED: Record<FixedTopic, Texts> = {
  ...GYM_ANSWERS,
  rpe_rir: {
    de: [
      '**RPE** (Rate of Perceived Exertion) sagt auf einer Skala von 1–10, wie schwer ein Satz war; **RIR** (Reps in Reserve) zählt die Wiederholungen, die du noch geschafft hättest. RPE 8 = RIR 2: zwei saubere Wiederholungen wären noch gegangen.',
      'Für Muskelaufbau reichen die meisten Sätze bei **RIR 1–3** (RPE 7–9); Grundübungen wie Kniebeugen und Kreuzheben lieber bei RIR 2–3, Isolationsübungen dürfen bis RIR 0–1 gehen. Bis zum völligen Muskelversagen musst du selten – es kostet viel Erholung und bringt kaum mehr.',
      'Tipp: Schreib dir nach dem letzten Satz die RIR dazu; liegt sie zwei Einheiten lang bei 3 oder mehr, ist das Gewicht reif für den nächsten Schritt.',
    ].join('\n\n'),
    en: [
      '**RPE** (rate of perceived exertion) rates how hard a set was from 1 to 10; **RIR** (reps in reserve) counts the reps you could still have done. RPE 8 = RIR 2: two clean reps were left.',
      'For muscle growth most sets work well at **RIR 1–3** (RPE 7–9); keep big lifts like squats and deadlifts at RIR 2–3, isolation exercises may go to RIR 0–1. You rarely need to go to complete failure – it costs a lot of recovery for little extra.',
      'Tip: note the RIR of your last set; if it stays at 3 or more for two sessions, the weight is ready for the next step.',
    ].join('\n\n'),
  },
  breathing: {
    de: [
      '**Atmung und Rumpfspannung (Bracing) bei schweren Übungen:**',
      '- Vor der Wiederholung tief **in den Bauch** einatmen (nicht in die Schultern), dann den Rumpf anspannen, als ob du einen Schlag in den Bauch abfangen willst – rundum, auch seitlich und im unteren Rücken.',
      '- Die Luft durch den schweren Teil der Bewegung halten (bei Kniebeugen und Kreuzheben bis über den schwersten Punkt), oben ausatmen und neu Luft holen.',
      '- Bei leichteren Übungen und hohen Wiederholungen: in der leichten Phase ein-, in der schweren ausatmen.',
      '- Ein Gürtel hilft nur, wenn du gegen ihn drückst; er ersetzt die Spannung nicht.',
      'Hast du hohen Blutdruck, Herzprobleme oder bist schwanger, halte die Luft nicht an, sondern atme gleichmäßig weiter – und sprich mit deiner Ärztin oder deinem Arzt.',
    ].join('\n'),
    en: [
      '**Breathing and bracing on heavy lifts:**',
      '- Before the rep, breathe deep **into your belly** (not your shoulders), then tighten your trunk as if bracing for a punch – all the way round, sides and lower back too.',
      '- Hold that breath through the hard part of the rep (on squats and deadlifts past the sticking point), breathe out at the top and take a new breath.',
      '- On lighter exercises and high reps: breathe in on the easy part, out on the hard part.',
      '- A belt only helps if you push against it; it does not replace the brace.',
      'If you have high blood pressure, a heart condition or are pregnant, do not hold your breath – keep breathing steadily and talk to your doctor.',
    ].join('\n'),
  },
  sleep: {
    de: [
      'Schlaf ist der Teil des Trainings, der die Muskeln wachsen lässt: **7–9 Stunden pro Nacht** sind das Ziel. Mit weniger als 6 Stunden sinken Kraft und Muskelaufbau messbar, und Verletzungen werden wahrscheinlicher.',
      '- Möglichst jeden Tag zur gleichen Zeit ins Bett und aufstehen, auch am Wochenende.',
      '- Das Schlafzimmer dunkel, ruhig und kühl (16–19 °C); das Handy eine Stunde vorher weglegen.',
      '- Koffein nur bis etwa 14 Uhr, schweres Essen und Alkohol nicht spät am Abend.',
      '- Abendtraining ist in Ordnung – plane danach 1–2 Stunden zum Runterkommen ein.',
      'Wenn du dauerhaft schlecht schläfst oder tagsüber sehr müde bist, lass das ärztlich abklären.',
    ].join('\n'),
    en: [
      'Sleep is the part of training that lets muscle grow: aim for **7–9 hours a night**. Under 6 hours, strength and muscle gain drop measurably and injuries get more likely.',
      '- Go to bed and get up at the same time every day, weekends too.',
      '- Keep the bedroom dark, quiet and cool (16–19 °C); put the phone away an hour before.',
      '- Caffeine only until about 2 pm, no heavy meals or alcohol late in the evening.',
      '- Evening training is fine – plan 1–2 hours to wind down afterwards.',
      'If you sleep badly for weeks or are very tired during the day, have it checked by a doctor.',
    ].join('\n'),
  },
  creatine: {
    de: [
      '**Kreatin (Monohydrat)** ist das am besten untersuchte Nahrungsergänzungsmittel im Kraftsport: etwas mehr Kraft und Wiederholungen, dadurch mehr Muskelaufbau über die Zeit.',
      '- **3–5 g am Tag**, jeden Tag, zu welcher Uhrzeit ist egal; eine Ladephase brauchst du nicht.',
      '- In den ersten Wochen 1–2 kg mehr auf der Waage sind Wasser in den Muskeln, kein Fett.',
      '- Genug trinken; bei Nierenerkrankungen vorher ärztlich abklären.',
      'Es ersetzt kein gutes Training und genug Eiweiß – es ist das i-Tüpfelchen.',
    ].join('\n'),
    en: [
      '**Creatine (monohydrate)** is the best-studied supplement in strength training: a little more strength and reps, and so more muscle over time.',
      '- **3–5 g a day**, every day, at any time of day; you do not need a loading phase.',
      '- 1–2 kg more on the scale in the first weeks is water in the muscles, not fat.',
      '- Drink enough; with kidney disease, ask your doctor first.',
      'It does not replace good training and enough protein – it is the icing on the cake.',
    ].join('\n'),
  },
  hydration: {
    de: [
      'Trink über den Tag verteilt etwa **30–40 ml pro kg Körpergewicht** (bei 75 kg rund 2,5 Liter), beim Training zusätzlich **0,5–1 Liter pro Stunde**, bei Hitze mehr.',
      '- Heller Urin zeigt, dass es reicht; dunkler, dass du nachlegen solltest.',
      '- Wasser, Schorlen und ungesüßter Tee genügen; Elektrolyte brauchst du erst bei langem, schweißtreibendem Training.',
      '- Schon 2 % Flüssigkeitsverlust kosten Kraft und Konzentration – die Flasche gehört mit ins Studio.',
    ].join('\n'),
    en: [
      'Drink about **30–40 ml per kg of body weight** spread over the day (around 2.5 litres at 75 kg), plus **0.5–1 litre per hour** of training, more in the heat.',
      '- Pale urine shows it is enough; dark urine, that you should drink more.',
      '- Water, diluted juice and unsweetened tea are enough; electrolytes only matter in long, sweaty sessions.',
      '- Losing just 2 % of your fluids costs strength and focus – bring the bottle to the gym.',
    ].join('\n'),
  },
  spot_reduction: {
    de: [
      '**Gezielt an einer Stelle Fett verlieren geht leider nicht** – auch nicht mit vielen Crunches für den Bauch. Der Körper nimmt Fett überall ab, in einer Reihenfolge, die deine Gene bestimmen; der Bauch kommt oft zuletzt.',
      'Was wirkt:',
      '- ein Kaloriendefizit von **300–500 kcal am Tag** mit viel Eiweiß (1,6–2 g pro kg Körpergewicht),',
      '- schweres Krafttraining für den ganzen Körper, damit die Muskeln bleiben,',
      '- Alltagsbewegung (8.000–10.000 Schritte) und genug Schlaf.',
      'Bauchübungen stärken die Muskeln darunter – sichtbar werden sie, wenn der Körperfettanteil insgesamt sinkt.',
    ].join('\n'),
    en: [
      '**You cannot lose fat from one spot** – not even with lots of crunches for belly fat. The body loses fat all over, in an order your genes decide; the belly often comes last.',
      'What works:',
      '- a calorie deficit of **300–500 kcal a day** with plenty of protein (1.6–2 g per kg of body weight),',
      '- heavy strength training for the whole body, so the muscle stays,',
      '- everyday movement (8,000–10,000 steps) and enough sleep.',
      'Ab exercises strengthen the muscles underneath – they show once your overall body fat drops.',
    ].join('\n'),
  },
  visible_results: {
    de: [
      '**Kraft** steigt schon in den ersten **2–4 Wochen** – vor allem, weil das Nervensystem die Bewegung lernt. **Sichtbar mehr Muskeln** zeigen sich meist nach **8–12 Wochen** regelmäßigem Training (2–4 Einheiten pro Woche); anderen fällt es oft erst nach 3–4 Monaten auf.',
      'Anfänger bauen im ersten Jahr am schnellsten auf, danach geht es langsamer. Was es beschleunigt: Gewichte steigern (progressive Überlastung), genug Eiweiß, 7–9 Stunden Schlaf – und dranbleiben.',
      'Fotos und Maße alle 4 Wochen zeigen den Fortschritt besser als der Spiegel jeden Tag.',
    ].join('\n\n'),
    en: [
      '**Strength** goes up within the first **2–4 weeks** – mostly as your nervous system learns the movement. **Visibly more muscle** usually shows after **8–12 weeks** of regular training (2–4 sessions a week); others often notice after 3–4 months.',
      'Beginners gain fastest in the first year, then it slows down. What speeds it up: adding weight over time (progressive overload), enough protein, 7–9 hours of sleep – and sticking with it.',
      'Photos and measurements every 4 weeks show progress better than the mirror every day.',
    ].join('\n\n'),
  },
};

/** Rough strength levels of a trained recreational lifter, as estimated one-rep max per kg of body weight. */
const BODY_WEIGHT_MULTIPLES: Partial<Record<MovementPattern, { good: number; strong: number }>> = {
  horizontal_press: { good: 1, strong: 1.5 },
  squat: { good: 1.25, strong: 2 },
  hinge: { good: 1.5, strong: 2.5 },
  vertical_press: { good: 0.65, strong: 0.9 },
  horizontal_pull: { good: 0.8, strong: 1.2 },
};

const twoDecimals = { de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }), en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }) };
const format = (value: number, language: Language) => twoDecimals[language].format(value);

/** How a lift compares with the lifter's body weight: the exercise's best estimated 1RM as a multiple of it. */
function relativeStrength(exercise: ExerciseFacts | null, catalogue: CatalogueEntry | null, bodyWeight: number | null, language: Language): string {
  const de = language === 'de';
  if (!bodyWeight)
    return de
      ? 'Dafür brauche ich dein Körpergewicht: Trag es im Profil ein oder schreib es mir („Ich wiege 80 kg“) – dann rechne ich dir aus, das Wievielfache du bewegst.'
      : 'For that I need your body weight: add it in your profile or tell me ("I weigh 80 kg") – then I work out what multiple of it you lift.';
  if (!exercise)
    return de
      ? `Bei deinen ${kg(bodyWeight)} kg Körpergewicht gelten als gutes Niveau für Trainierte ungefähr: Bankdrücken 1× (${kg(bodyWeight)} kg), Kniebeugen 1,25×, Kreuzheben 1,5× als geschätztes Maximalgewicht. Sag mir die Übung („Wie stark ist mein Bankdrücken im Verhältnis zu meinem Körpergewicht?“), dann vergleiche ich mit deinen eigenen Sätzen.`
      : `At your ${format(bodyWeight, language)} kg body weight a good level for trained lifters is roughly: bench press 1× (${format(bodyWeight, language)} kg), squat 1.25×, deadlift 1.5× as an estimated one-rep max. Name the exercise ("How does my bench compare with my body weight?") and I compare with your own sets.`;
  const multiple = exercise.bestE1rm / bodyWeight;
  const levels = catalogue ? BODY_WEIGHT_MULTIPLES[catalogue.pattern] : undefined;
  const verdict = !levels
    ? ''
    : multiple >= levels.strong
      ? de
        ? ` Das ist **stark** – über dem ${format(levels.strong, language)}-Fachen, das als weit fortgeschritten gilt.`
        : ` That is **strong** – above the ${format(levels.strong, language)}× that counts as well advanced.`
      : multiple >= levels.good
        ? de
          ? ` Das ist ein **gutes Niveau** (ab etwa dem ${format(levels.good, language)}-Fachen); das ${format(levels.strong, language)}-Fache gilt als weit fortgeschritten.`
          : ` That is a **good level** (from about ${format(levels.good, language)}×); ${format(levels.strong, language)}× counts as well advanced.`
        : de
          ? ` Als gutes Niveau für Trainierte gilt etwa das ${format(levels.good, language)}-Fache (${kg(levels.good * bodyWeight)} kg) – ein gutes nächstes Ziel.`
          : ` About ${format(levels.good, language)}× (${format(levels.good * bodyWeight, language)} kg) counts as a good level for trained lifters – a good next goal.`;
  return de
    ? `Dein bestes **${exercise.name}** entspricht einem geschätzten Maximalgewicht von **${kg(exercise.bestE1rm)} kg** – bei ${kg(bodyWeight)} kg Körpergewicht das **${format(multiple, language)}-Fache**.${verdict}`
    : `Your best **${exercise.name}** is an estimated one-rep max of **${format(exercise.bestE1rm, language)} kg** – at ${format(bodyWeight, language)} kg body weight that is **${format(multiple, language)}×**.${verdict}`;
}

export function answerKnowledge(
  topic: KnowledgeTopic,
  language: Language,
  about: { exercise: ExerciseFacts | null; catalogue: CatalogueEntry | null; bodyWeight: number | null; category: Category | null },
): string {
  if (topic === 'best_exercises') return bestExercises(about.category, language);
  if (topic === 'relative_strength') return relativeStrength(about.exercise, about.catalogue, about.bodyWeight, language);
  return FIXED[topic][language];
}
