import type { CalendarPeriod, ExerciseFacts, SetFact } from '../../training-facts.js';
import { estimatedOneRepMax } from '../../../workouts/index.js';
import type { MovementPattern } from '../../../exercises/index.js';
import type { Intent } from '../understanding/intent-classifier.js';
import { bodyPartName } from './about-you.js';
import type { Answer, AnswerContext, GoalPlan } from './context.js';
import { GOAL_PLANS, increment, MUSCLE_GROUPS, percent, restDays, roundToPlate, signed } from './context.js';
import { answerLastTraining, answerRpe, answerSetCount } from './trainings.js';

/**
 * The built-in coach in English, for a question asked in English or the English interface: the
 * same rules and the lifter's own numbers as the German answers, said more briefly.
 */
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const n = (value: number) => number.format(value);
const count = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;
const set = (fact: SetFact) => `${n(fact.weight)} kg × ${fact.reps}`;
const date = (value: string) => value.split('-').reverse().join('/');

const CATEGORIES_EN: Record<string, string> = {
  Brust: 'chest',
  Rücken: 'back',
  Beine: 'legs',
  Schultern: 'shoulders',
  Arme: 'arms',
  Bauch: 'abs',
  Ganzkörper: 'full body',
  Ausdauer: 'cardio',
};
const GOALS_EN: Record<string, string> = {
  Kraft: 'strength',
  Muskelaufbau: 'muscle building',
  Definition: 'definition',
  Abnehmen: 'weight loss',
  Ausdauer: 'endurance',
};
const PERIODS_EN: Record<CalendarPeriod, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'This week',
  last_week: 'Last week',
  month: 'This month',
  last_month: 'Last month',
};

const TECHNIQUE: Partial<Record<MovementPattern, readonly string[]>> = {
  horizontal_press: [
    'Pull your shoulder blades back and down, feet planted.',
    'Lower the bar under control to your lower chest, elbows about 45° from your body.',
    'Press up without lifting your hips off the bench; wrists stacked over elbows.',
  ],
  vertical_press: [
    'Squeeze glutes and abs so your lower back does not arch.',
    'Press in a straight line, moving your head back briefly.',
    'Lock out overhead without shrugging.',
  ],
  horizontal_pull: [
    'Back straight, chest up – keep your spine neutral.',
    'Squeeze your shoulder blades first, then drive the elbows back.',
    'Let the weight back under control, no swinging.',
  ],
  vertical_pull: [
    'Chest up, shoulders away from your ears before you pull.',
    'Pull the elbows towards your hips, the bar to your upper chest.',
    'Do not lean far back; straighten your arms almost fully at the top.',
  ],
  squat: [
    'Feet about shoulder-width, toes slightly out, whole foot on the floor.',
    'Sit back and down; knees track over your toes.',
    'Brace your trunk and go as deep as your back stays neutral.',
    'Drive up through heels and mid-foot.',
  ],
  leg_press: [
    'Keep your back and hips on the pad.',
    'Lower only as far as your pelvis stays down.',
    'Do not lock your knees at the top; knees follow the toes.',
  ],
  hinge: [
    'Bar over mid-foot, shins close to it.',
    'Hips back, back flat, brace before you pull.',
    'Push the floor away, keep the bar close and finish with your hips, not your lower back.',
  ],
  hip_thrust: [
    'Upper back on the bench, feet flat, shins vertical at the top.',
    'Drive through your heels and squeeze your glutes at the top.',
    'Keep your ribs down – no arching.',
  ],
  lunge: ['Long enough step that your front knee stays over the foot.', 'Lower the back knee straight down.', 'Push up through the front heel, trunk upright.'],
  curl: ['Elbows stay at your sides.', 'Curl without swinging, lower slowly.', 'Full range: arms almost straight at the bottom.'],
  triceps: ['Upper arms still, only the forearms move.', 'Straighten fully, lower under control.', 'Elbows in, not flared.'],
  raise: ['Pick a light weight – control beats momentum.', 'Lead with the elbows, arms slightly bent.', 'Raise to about shoulder height and lower slowly.'],
};
const GENERAL_TECHNIQUE = [
  'Warm up 5–10 minutes and start the first sets lighter.',
  'Move under control: about 2 seconds down, strong on the way up.',
  'Use the full range you can control cleanly.',
  'Breathe out on the effort and keep your trunk braced.',
];

function goalPlan(context: AnswerContext): GoalPlan & { labelEn: string } {
  const plan = GOAL_PLANS[context.goal];
  return { ...plan, labelEn: GOALS_EN[plan.label] ?? plan.label };
}

const exerciseFor = (context: AnswerContext): ExerciseFacts | null =>
  context.exercise ?? (context.understanding.exercise ? null : (context.facts.exercises[0] ?? null));
const e1rm = (fact: SetFact) => estimatedOneRepMax(fact.weight, fact.reps);

const suggestions = (context: AnswerContext) =>
  `For example: "${context.facts.exercises[0] ? `How is my progress on ${context.facts.exercises[0].name}?` : 'What should I train today?'}" or "How many sets did I do in the last 7 days?"`;

export const ENGLISH_ANSWERS: Record<Exclude<Intent, 'follow_up'>, Answer> = {
  greeting: ({ facts }) =>
    `Hi${facts.userName ? ` ${facts.userName}` : ''}! I am your coach: I know your logged sets and help with training, technique, recovery and nutrition. ${
      facts.latest
        ? `Your latest entry: ${facts.latest.machine} with ${set(facts.latest)} on ${date(facts.latest.date)}.`
        : 'You have not logged any sets yet – let us get started.'
    }`,
  thanks: ({ facts }) =>
    `You are welcome! ${facts.sessionsLast7Days > 0 ? `With ${count(facts.sessionsLast7Days, 'training day', 'training days')} in the last 7 days you are on a good track.` : 'Looking forward to your next entry.'}`,
  off_topic: () =>
    'I cannot help with that – I am your training coach, so ask me about your training, for example "What should I train today?" or "How is my bench press progress?".',
  injection: () =>
    'I do not share my internal instructions or other users’ data – but I am glad to help with your own training, for example your progress or what to train today.',
  unknown: (context) => `I can't answer that yet. ${suggestions(context)}`,
  technique: ({ catalogue, exercise }) => {
    const cues = (catalogue && TECHNIQUE[catalogue.pattern]) ?? GENERAL_TECHNIQUE;
    const lines = [`**${catalogue?.en ?? exercise?.name ?? 'Any exercise'}** – what matters:`, cues.map((cue) => `- ${cue}`).join('\n')];
    if (exercise && exercise.latest.weight > 0)
      lines.push(
        `Last time you did ${set(exercise.latest)}. To work on technique, practise with about ${n(roundToPlate(exercise.latest.weight * 0.6))} kg and slow reps.`,
      );
    lines.push('If something hurts (rather than just feels hard), stop the set and have someone at the gym show you the movement.');
    return lines.join('\n\n');
  },
  pain: ({ exercise, understanding }) =>
    [
      `Take ${understanding.bodyPart ? `pain in your ${bodyPartName(understanding.bodyPart, 'en')}` : 'pain'} seriously. I cannot diagnose it – but this is the safe way to go:`,
      `- **Stop** ${exercise ? `**${exercise.name}**` : 'the exercise'} as soon as it hurts and do not train into the pain. Effort and burning in the muscle are normal, sharp or pulling pain in a joint is not.`,
      '- **Keep training** what is pain-free; gentle movement usually helps more than full rest.',
      '**See a doctor or physio** if the pain is sharp, came with a pop or a fall, comes with swelling, bruising, numbness or tingling, hurts at rest or at night, or is not better after 1–2 weeks of rest. Chest pain with dizziness or shortness of breath: call 112 at once.',
    ].join('\n\n'),
  records: (context) => {
    const exercise = context.exercise;
    if (context.facts.exercises.length === 0)
      return 'You have not logged any sets yet, so no records either – your first set of an exercise is your first record.';
    if (exercise) {
      const { weight, e1rm: best } = exercise.recordSets;
      return `Your records on **${exercise.name}**:\n- **Heaviest weight:** ${set(weight)} (${date(weight.date)})\n- **Best set** (estimated 1RM): ${set(best)} ≈ ${n(exercise.bestE1rm)} kg (${date(best.date)})`;
    }
    const strongest = [...context.facts.exercises].sort((a, b) => b.bestE1rm - a.bestE1rm).slice(0, 5);
    return [
      'Your personal records (heaviest weight · estimated 1RM):',
      ...strongest.map((own) => `- **${own.name}**: ${n(own.bestWeight)} kg · ${n(own.bestE1rm)} kg`),
    ].join('\n');
  },
  progress: (context) => {
    const { facts } = context;
    if (facts.exercises.length === 0)
      return 'I do not see any entries yet, so there is no progress to show. Log your first sets – after two sessions I can show you how you develop.';
    const exercise = context.exercise;
    if (exercise) {
      const change = percent(e1rm(exercise.first), e1rm(exercise.latest));
      return `**${exercise.name}** – ${count(exercise.entryCount, 'entry', 'entries')} since ${date(exercise.first.date)}: ${set(exercise.first)} → ${set(exercise.latest)} (${signed(change)} % estimated 1RM), best ${n(exercise.bestWeight)} kg.`;
    }
    return `You have logged **${count(facts.totalEntries, 'set', 'sets')}** across ${count(facts.exercises.length, 'exercise', 'exercises')}, in the last 7 days on ${count(facts.sessionsLast7Days, 'day', 'days')} with ${n(facts.volumeLast7Days)} kg volume. Ask about one exercise ("How is my bench press progress?") for details.`;
  },
  volume: (context) => {
    const period = context.understanding.period ?? 'week';
    const summary = context.facts.periods[period];
    return `${PERIODS_EN[period]} (${date(summary.from)}–${date(summary.to)}): **${count(summary.days, 'training day', 'training days')}**, **${count(summary.sets, 'set', 'sets')}**, **${n(summary.volume)} kg** volume.`;
  },
  today: (context) => {
    const { facts } = context;
    const next = facts.plan?.days.find((day) => day.number === facts.plan?.nextDayNumber);
    if (facts.plan && next && context.understanding.mentions.categories.length === 0)
      return `Next in your plan **${facts.plan.name}** is **Day ${next.number}: ${next.name}** – ${next.exercises.map((exercise) => exercise.name).join(', ') || 'no exercises yet'}. Go through it step by step with [Start training](/GuidedTraining).`;
    if (facts.exercises.length === 0)
      return 'You have not logged any exercises yet – a **full-body day** is perfect to start: squats, bench press, lat pulldown and plank, 3 sets of 10–12 each.';
    const rested = MUSCLE_GROUPS.filter((category) => restDays(facts, category) >= 2 && !context.spared.includes(category)).slice(0, 2);
    if (rested.length === 0)
      return 'You have trained every big muscle group in the last two days – today is a good day for **rest** or easy cardio (20–30 minutes).';
    const names = rested.map((category) => `**${CATEGORIES_EN[category]}**`).join(' and ');
    return `Today ${names} ${rested.length > 1 ? 'are' : 'is'} a good fit – those muscles have rested longest. Warm up 5–10 minutes first and build up the weight slowly over the first sets.`;
  },
  sets_reps: (context) => {
    const plan = goalPlan(context);
    const groups = context.understanding.mentions.categories.map((category) => `**${CATEGORIES_EN[category]}**`);
    const lines = [
      `For **${plan.labelEn}**: **${plan.sets} sets of ${plan.reps} reps** at about ${Math.round(plan.intensity[0] * 100)}–${Math.round(plan.intensity[1] * 100)} % of your one-rep max.`,
      `Per muscle group${groups.length > 0 ? ` (${groups.join(', ')})` : ''}, **${plan.weeklySets} hard sets per week** is a good range; the last set should feel like 1–2 reps were left.`,
    ];
    const exercise = exerciseFor(context);
    if (exercise && exercise.bestE1rm > 0)
      lines.push(
        `On **${exercise.name}** that is about **${n(roundToPlate(exercise.bestE1rm * plan.intensity[0]))}–${n(roundToPlate(exercise.bestE1rm * plan.intensity[1]))} kg** for ${plan.reps} reps (estimated 1RM ${n(exercise.bestE1rm)} kg).`,
      );
    return lines.join('\n\n');
  },
  rest: (context) =>
    `Between sets rest about **${goalPlan(context).restBetweenSets.replace('Minuten', 'minutes').replace('Sekunden', 'seconds')}** for ${goalPlan(context).labelEn}; give a muscle group **48–72 hours** before training it hard again.`,
  frequency: () =>
    'Train each muscle group **2 times a week**: 3–4 sessions a week work well for most lifters (full body with 3, upper/lower with 4). Beginners make great progress with 2–3.',
  warmup: (context) => {
    const exercise = exerciseFor(context);
    const lines = [
      'Warm up **5–10 minutes** of easy cardio with a few dynamic moves for the joints you are about to use; save static stretching for after training.',
    ];
    if (exercise && exercise.latest.weight >= 20) {
      const working = exercise.latest.weight;
      const ramp = [0.4, 0.6, 0.8].map((share, index) => `- ${n(Math.max(roundToPlate(working * share), 20))} kg × ${[10, 5, 3][index]}`);
      lines.push([`For **${exercise.name}** with your ${n(working)} kg:`, ...ramp, `- then your working sets with ${n(working)} kg`].join('\n'));
    } else lines.push('Before the first heavy exercise do 2–4 warm-up sets, the weight going up and the reps going down.');
    lines.push('Warm-up sets prepare you, they should not tire you.');
    return lines.join('\n\n');
  },
  deload: () =>
    'A **deload** is an easier week every 4–8 weeks or when you feel run down: keep your exercises, cut the weight by about 10 % and the sets by a third to a half. Afterwards you usually come back stronger.',
  plateau: (context) => {
    const exercise = exerciseFor(context);
    return `${exercise ? `On **${exercise.name}** you are` : 'You are'} at a typical **plateau**. Try: a deload week (about 10 % less weight), another rep range for 4–6 weeks, small steps (+1 rep or the smallest plate), and check sleep (7–9 hours) and protein.`;
  },
  progression: (context) => {
    const exercise = exerciseFor(context);
    if (!exercise)
      return 'Add weight once you hit the top of your rep range on every set with clean form: +2.5 kg on presses and pulls, +5 kg on squats and deadlifts, the smallest plate on small muscles.';
    const step = increment(context.catalogue, exercise.latest.weight);
    return `Last time on **${exercise.name}**: ${set(exercise.latest)}. Next time try **${n(exercise.latest.weight + step)} kg** for the same reps – or first one more rep at ${n(exercise.latest.weight)} kg if that set was hard.`;
  },
  nutrition: (context) => {
    const bodyWeight = context.understanding.mentions.bodyWeightKg ?? context.facts.profile.bodyWeight;
    const protein = bodyWeight ? ` – at ${n(bodyWeight)} kg about **${Math.round(1.6 * bodyWeight)}–${Math.round(2 * bodyWeight)} g**` : '';
    return `**Protein:** 1.6–2 g per kg of body weight a day${protein}, spread over 3–5 meals. **Calories:** for muscle building a small surplus of 200–300 kcal, for losing fat a deficit of 300–500 kcal. These are general guidelines, not a diet plan; with medical conditions talk to a doctor.`;
  },
  soreness: () =>
    'Muscle **soreness** (DOMS) peaks 1–2 days after training and fades within 3–5 days. You can train another muscle group or move lightly; train the sore muscle hard again once it is mostly gone.',
  equipment: () =>
    'Free weights train stabilising muscles and carry over to everyday life; machines are easier to learn and safe to push hard. A **combination** works best for most lifters.',
  last_training: (context) => answerLastTraining(context, 'en'),
  work_sets: (context) => answerSetCount(context, 'en'),
  rpe_log: (context) => answerRpe(context, 'en'),
  plan: (context) => {
    const { plan, profile } = context.facts;
    if (plan)
      return `Your plan **${plan.name}** has ${count(plan.days.length, 'training day', 'training days')}: ${plan.days.map((day) => `Day ${day.number}: ${day.name}`).join(', ')}. Change it under [Training plan](/TrainingPlan).`;
    const days = context.understanding.mentions.daysPerWeek ?? (profile.frequency ? Number.parseInt(profile.frequency, 10) : null);
    const split = !days ? null : days <= 3 ? 'a full-body plan' : days === 4 ? 'an upper/lower split' : 'push/pull/legs';
    return `You do not have a plan yet: under [Training plan](/TrainingPlan), **"Generate training plan"** makes you one${days ? ` for ${days} days a week – ${split} fits that` : ''}, built from your goal and experience.`;
  },
};
