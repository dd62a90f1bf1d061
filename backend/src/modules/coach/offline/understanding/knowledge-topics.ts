import type { GymQuestion } from '../answers/gym-questions.js';
import { normaliseText } from '../normalise.js';

/**
 * Questions about training knowledge the classifier's intents do not cover, recognised by the words
 * only such a question uses ("RPE", "Bauchfett", "bracing"): narrow on purpose, as a topic wins
 * over the classifier's intent when it is found.
 */
export type KnowledgeTopic =
  'rpe_rir' | 'breathing' | 'sleep' | 'creatine' | 'hydration' | 'spot_reduction' | 'visible_results' | 'relative_strength' | 'best_exercises' | GymQuestion;

const TOPICS: ReadonlyArray<[KnowledgeTopic, RegExp]> = [
  [
    'spot_reduction',
    /\b(bauchfett\w*|bauchspeck|speck am bauch|fett am bauch|fett an den|fett weg am|hueftgold|rettungsring\w*|love ?handles|belly fat|stomach fat|fat (on|from|around) my|spot reduc\w*|gezielt\w* (fett|abnehmen)|gezielt\w* (am|an den|an der|an dem) \w+ abnehm\w*|nur (am|an den|an der) \w+ abnehmen|winkearme|(target|lose|burn) fat (on|from|around) (my )?\w+|fat on my \w+)\b/,
  ],
  [
    'relative_strength',
    /\b(compare\w*|vergleich\w*|verhaeltnis)\b.*\b(koerpergewicht|bodyweight|body weight)\b|\b(koerpergewicht|bodyweight|body weight|eigengewicht)\b.*\b(bankdr\w*|kniebeug\w*|kreuzheb\w*|bench|squat|deadlift|drueck\w*|heb\w*|stark\w*|strong|lift\w*|gut|good|fach\w*|mal)\b|\b(fache[ns]?|x) (meines |mein )?(koerpergewicht\w*|bodyweight)\b|\bfuer mein (koerper)?gewicht\b|\bfor my (body ?)?weight\b|\brelative (strength|to (my )?body ?weight)\b|\bim verhaeltnis zu\w* (meinem )?(koerper)?gewicht\b|\b(wie gut|wie stark|how good|how strong)\b.*\b(mit|bei|at|with|for) (\w+ )?\d+ ?(kg|kilo\w*)\b/,
  ],
  [
    'visible_results',
    /\b(wann|ab wann|wie lange|wie schnell)\b.*\b(sieht man|sehe ich|sichtbar\w*|erste erfolge|ergebnisse|resultate|muskeln (zu )?sehen)\b|\b(how long|when)\b.*\b(see|notice|visible|show)\b.*\b(results?|muscles?|gains?|changes?|difference)\b|\bhow long until\b.*\b(muscles?|results?|gains?)\b|\b(wie schnell|how fast|how quickly)\b.*\b(muskel\w*|muscles?|masse|gains?)\b|\b(wann|when)\b.*\b(sixpack|six ?pack|bauchmuskeln|abs)\b/,
  ],
  [
    'rpe_rir',
    /\b(rpe|rir|reps in reserve|wiederholungen in reserve|rate of perceived exertion|reserve im tank|bis zum (muskel)?versagen|muskelversagen|to failure|till failure|until failure)\b/,
  ],
  ['breathing', /\b(atm\w*|atem\w*|luft anhalten|pressatmung|valsalva|brac\w*|breath\w*|bauchspannung|rumpfspannung|bauch anspannen)\b/],
  ['calories_burned', /\b(kalorien|kcal|calories)\b.*\b(verbrenn\w*|verbrauch\w*|burn\w*)\b|\b(verbrenn\w*|burn\w*)\b.*\b(kalorien|kcal|calories)\b/],
  ['caffeine', /\b(koffein\w*|caffeine|pre ?workout|booster|kaffee vor)\b/],
  ['alcohol', /\b(alkohol\w*|alcohol|bier|beer|wein|wine)\b/],
  [
    'time_off',
    /\b(woche|wochen|weeks?) (pause|urlaub|off|frei)\b|\bpause (von|vom|machen|mache)\b.*\b(woche|wochen|training)\b|\b(break|time) (from|off) (the )?(gym|training|lifting)\b|\bverliere ich (meine )?(muskeln|kraft)\b|\blose (my )?(muscle|gains|strength)\b/,
  ],
  ['best_exercises', /\b(beste|besten|best|top)\b.*\b(uebung\w*|exercises?)\b.*\b(fuer|for)\b/],
  ['belt', /\b(guertel\w*|gewichtheberguertel|lifting belt|belts?|weight belt)\b/],
  ['shoes', /\b(schuhe?n?|sneakers?|shoes?|barfuss\w*|gewichtheberschuhe?n?)\b/],
  [
    'cardio',
    /\b(cardio|ausdauertraining|laufen|joggen|running)\b.*\b(muskel\w*|muscles?|gains?|masse|kraft\w*|schlecht|bad|kill\w*|hurt\w*|schadet|schaden)\b/,
  ],
  [
    'age',
    /\b(mit|ab|at|in my) (\d{2}|vierzig|fuenfzig|sechzig|siebzig|forties|fifties|sixties)\b(?! ?(kg|kilo\w*|lbs?|prozent|wdh|reps|saetze|sets|min\w*|sek\w*))(?! ?\d).*\b(noch|still|muskel\w*|muscles?|anfangen|start\w*|zu alt|too old)\b|\b(zu alt|too old)\b/,
  ],
  ['fasting', /\b(intervallfasten|intermittent fasting|intermittierend\w* fasten|16 ?8|fasten|fasting)\b/],
  ['creatine', /\b(kreatin\w*|creatin\w*|kreatine)\b/],
  ['sleep', /\b(schlaf\w*|sleep\w*|schlafe|ausgeschlafen|naps?|mittagsschlaf)\b/],
  [
    'hydration',
    /\b(wie viel|wieviel|genug|how much|enough)\b.*\b(wasser|trinken|water|drink\w*|fluessigkeit|fluids?)\b|\b(hydrat\w*|elektrolyt\w*|electrolytes?)\b/,
  ],
];

export function knowledgeTopic(question: string): KnowledgeTopic | null {
  const text = ` ${normaliseText(question)} `;
  return TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
