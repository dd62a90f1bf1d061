/**
 * Words that mean the same thing to a lifter's question, German and English, with their usual
 * typos and inflections: each adds one concept word to what the intent classifier reads, so a
 * synonym it never saw in training ("Zerrung", "hurts", "verhoben") still counts as what it means
 * (pain). The question's own words stay; the concept is added beside them.
 *
 * A term is matched against the folded words of the question (ä → ae, lower case, compounds split
 * by `prepareUtterance`): `stem*` is a prefix, anything else the whole word; a term with a space
 * is a phrase.
 */
const CONCEPTS: ReadonlyArray<[concept: string, terms: readonly string[]]> = [
  [
    'konzeptschmerz',
    [
      'schmerz*',
      'weh',
      'wehtut',
      'verletz*',
      'stech*',
      'zerr*',
      'gezerrt',
      'aua',
      'autsch',
      'verhoben',
      'verrenkt',
      'verknackst',
      'entzuend*',
      'reizung',
      'hexenschuss',
      'ischias',
      'bandscheib*',
      'zwickt',
      'kribbel*',
      'taub*',
      'hurt*',
      'pain*',
      'injur*',
      'ache*',
      'aching',
      'strained',
      'tweaked',
      'schwindel*',
      'dizzy',
    ],
  ],
  ['konzeptkater', ['muskelkater', 'kater', 'doms', 'sore', 'soreness', 'verspannt', 'steif']],
  [
    'konzeptessen',
    [
      'protein*',
      'eiweiss*',
      'eiweis*',
      'eiwis*',
      'eiwies*',
      'protien*',
      'kalorie*',
      'kcal',
      'ernaehr*',
      'essen',
      'esse',
      'isst',
      'mahlzeit*',
      'kreatin*',
      'supplement*',
      'nahrungsergaenz*',
      'makro*',
      'kohlenhydrat*',
      'carbs',
      'diaet*',
      'whey',
      'casein',
      'shake*',
      'vitamin*',
      'bcaa*',
      'snack*',
      'calorie*',
      'eat',
      'eating',
      'food',
      'diet',
      'creatine',
      'defizit',
      'kaloriendefizit',
      'ueberschuss',
      'bulk*',
      'cut',
      'cutten',
      'fasten',
    ],
  ],
  ['konzeptaufwaermen', ['aufwaerm*', 'warm*', 'einwaerm*', 'mobil*', 'dehn*', 'stretch*']],
  ['konzeptdeload', ['deload*', 'entlast*', 'runterfahren']],
  [
    'konzeptpause',
    ['pause*', 'pausier*', 'ruhetag*', 'erhol*', 'regenera*', 'rest', 'resting', 'ausruh*', 'recover*', 'schlaf*', 'satzpause*', 'hintereinander'],
  ],
  [
    'konzepthaeufigkeit',
    [
      'oft',
      'oefter',
      'einmal',
      'zweimal',
      'dreimal',
      'viermal',
      'fuenfmal',
      'sechsmal',
      'siebenmal',
      'haeufig*',
      'frequenz*',
      'often',
      'frequency',
      'taeglich',
      'jeden tag',
      'every day',
      'times a week',
      'mal die woche',
      'mal pro woche',
    ],
  ],
  [
    'konzepttechnik',
    [
      'technik*',
      'ausfuehr*',
      'haltung',
      'form',
      'korrekt*',
      'sauber*',
      'atme*',
      'atmen',
      'atmung',
      'griff*',
      'greif*',
      'cues',
      'proper*',
      'correctly',
      'fehler',
      'mistakes',
      'bewegungsablauf',
      'positionier*',
      'breathe',
      'grip',
      'tief',
      'tempo',
      'richtig',
      'wie mache ich',
      'how do i do',
    ],
  ],
  [
    'konzeptstagnation',
    [
      'stagn*',
      'plateau*',
      'stillstand',
      'festgefahren',
      'stuck',
      'stall*',
      'haenge',
      'haengt',
      'stehe still',
      'nicht weiter',
      'nicht voran',
      'trete auf der stelle',
    ],
  ],
  [
    'konzeptrekord',
    [
      'rekord*',
      'bestleist*',
      'bestwert*',
      'bestmark*',
      'pr',
      'prs',
      'rm',
      'maximum',
      'maximal*',
      'max',
      'schwerst*',
      'hoechst*',
      'record*',
      'heaviest',
      'personal best',
    ],
  ],
  [
    'konzeptfortschritt',
    ['fortschritt*', 'entwickl*', 'verbesser*', 'progress', 'improv*', 'trend', 'verlauf*', 'statistik*', 'auswertung', 'ueberblick', 'developed', 'stronger'],
  ],
  ['konzeptvergangen', ['gemacht', 'trainiert', 'bewegt', 'gehoben', 'geloggt', 'eingetragen', 'did', 'lifted', 'trained']],
  [
    'konzeptvolumen',
    ['volumen', 'tonnage', 'umfang', 'trainingsumfang', 'bilanz', 'wochenbilanz', 'monatsbilanz', 'uebersicht', 'insgesamt', 'total', 'volume'],
  ],
  ['konzeptplan', ['plan', 'plans', 'plaene', 'split', 'programm*', 'routine', 'trainingsroutine', 'program', 'trainingstag', 'trainingstage']],
  [
    'konzeptsteigern',
    [
      'steiger*',
      'erhoeh*',
      'draufpack*',
      'drauf',
      'auflegen',
      'schwerer',
      'increase',
      'overload',
      'ueberlad*',
      'ueberlast*',
      'zulegen',
      'heavier',
      'add weight',
    ],
  ],
  [
    'konzeptgeraet',
    [
      'maschine*',
      'geraet*',
      'freie',
      'freihantel*',
      'kabel*',
      'kabelzug',
      'multipresse',
      'smith',
      'machine*',
      'dumbbell*',
      'barbell*',
      'cable*',
      'kettlebell*',
      'free weights',
    ],
  ],
  [
    'konzeptgruss',
    [
      'hallo',
      'hi',
      'hey',
      'moin',
      'tach',
      'abend',
      'morgen',
      'servus',
      'hello',
      'gruess*',
      'gude',
      'huhu',
      'yo',
      'halloechen',
      'hallihallo',
      'grueezi',
      'hola',
      'bonjour',
    ],
  ],
  [
    'konzeptvorstellung',
    [
      'was kannst du',
      'wer bist du',
      'was bist du',
      'funktionierst du',
      'wobei kannst du',
      'wobei hilfst du',
      'wofuer bist du',
      'welche fragen',
      'welche themen',
      'was machst du',
      'wie heisst du',
      'stell dich',
      'who are you',
      'what can you',
      'what are you',
      'what do you do',
    ],
  ],
  ['konzeptdank', ['dank*', 'merci', 'thx', 'thanks', 'thank', 'ty', 'cheers', 'dankeschoen']],
  [
    'konzeptanweisung',
    [
      'prompt*',
      'systemprompt*',
      'anweisung*',
      'instruktion*',
      'instruction*',
      'ignorier*',
      'ignore',
      'regeln',
      'rules',
      'konfigur*',
      'jailbreak',
      'admin*',
      'entwickler*',
      'developer',
      'passw*',
      'datenbank',
      'database',
      'nutzer',
      'users',
      'key',
      'debug*',
      'modus',
      'restrictions',
      'einschraenkung*',
      'systemnachricht',
    ],
  ],
  ['konzeptsaetze', ['saetze', 'satz', 'wiederholung*', 'wdh', 'reps', 'rep', 'sets', 'satzanzahl', 'wiederholungszahl', 'arbeitssaetze']],
  ['konzeptjetzt', ['heute', 'jetzt', 'naechst*', 'dran', 'today', 'tomorrow', 'next', 'tonight']],
];

/**
 * Words that put a question in the gym even when no concept above names its topic; a question
 * with none of them, no concept and no exercise, body part or goal is marked as foreign.
 */
const GYM_WORDS = [
  'train*',
  'gym*',
  'fitness*',
  'studio',
  'muskel*',
  'gewicht*',
  'kilo*',
  'kg',
  'hantel*',
  'workout*',
  'sport*',
  'uebung*',
  'koerperteil',
  'ziel',
  'zahl',
  'lift*',
  'exercise*',
  'weight*',
  'muscle*',
  'coach',
  'kraft*',
  'bank',
  'stange',
  'beintag',
  'cardio',
  'abnehm*',
];
const DOMAIN_FREE = 'konzeptfremd';
const NOT_A_TOPIC = new Set(['konzeptgruss', 'konzeptvorstellung', 'konzeptdank', 'konzeptanweisung', 'konzeptjetzt']);

const single = new Map<string, string>();
const prefixes: [string, string][] = [];
const phrases: [string, string][] = [];
for (const [concept, terms] of CONCEPTS) {
  for (const term of terms) {
    if (term.includes(' ')) phrases.push([` ${term} `, concept]);
    else if (term.endsWith('*')) prefixes.push([term.slice(0, -1), concept]);
    else single.set(term, concept);
  }
}

/** The concept words a question's prepared words carry, each once, in a fixed order. */
export function conceptsOf(words: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of words) {
    const exact = single.get(word);
    if (exact) found.add(exact);
    for (const [prefix, concept] of prefixes) if (word.startsWith(prefix)) found.add(concept);
  }
  const text = ` ${words.join(' ')} `;
  for (const [phrase, concept] of phrases) if (text.includes(phrase)) found.add(concept);
  const concepts = CONCEPTS.map(([concept]) => concept).filter((concept) => found.has(concept));
  const inTheGym = concepts.some((concept) => !NOT_A_TOPIC.has(concept)) || words.some((word) => GYM_WORDS.some((term) => matches(word, term)));
  return inTheGym ? concepts : [...concepts, DOMAIN_FREE];
}

/** Whether the concepts say anything of the question beyond that it is foreign. */
export function hasTopic(concepts: readonly string[]): boolean {
  return concepts.some((concept) => concept !== DOMAIN_FREE);
}

function matches(word: string, term: string): boolean {
  return term.endsWith('*') ? word.startsWith(term.slice(0, -1)) : word === term;
}
