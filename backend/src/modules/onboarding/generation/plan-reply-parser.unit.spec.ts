import { balanced, decodeEntities, parsePlanReply, PLAN_REPLY_ERRORS, repairJson, stripCodeFences } from './plan-reply-parser.js';

const GOOD = JSON.stringify({
  plan_name: 'Kraft & Masse',
  plan_description: 'Drei Tage pro Woche',
  training_days: [
    { day_number: 1, day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 4, reps: '6-8' }] },
    { day_number: 2, day_name: 'Pull', exercises: [{ exercise_name: 'Klimmzüge', sets: 3, reps: '8-10' }] },
  ],
});

const namesOf = (reply: string) => parsePlanReply(reply).days.map((day) => [day.day_name, day.exercises.map((exercise) => exercise.exercise_name)]);

describe('plan reply parser: the spec’s steps', () => {
  it('reads a clean reply', () => {
    expect(parsePlanReply(GOOD)).toEqual({
      planName: 'Kraft & Masse',
      planDescription: 'Drei Tage pro Woche',
      days: [
        { day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken', sets: 4, reps: '6-8' }] },
        { day_name: 'Pull', exercises: [{ exercise_name: 'Klimmzüge', sets: 3, reps: '8-10' }] },
      ],
    });
  });

  it('strips code fences, with or without a language', () => {
    expect(stripCodeFences('```json\n{"a":1}\n```')).toBe('\n{"a":1}\n');
    expect(namesOf('```\n' + GOOD + '\n```')).toEqual(namesOf(GOOD));
  });

  it('decodes the HTML entities, the ampersand entity becoming the word "und"', () => {
    expect(decodeEntities('Brust &amp; Trizeps &quot;schwer&quot; &lt;5&gt; &#39;A&#39;&nbsp;B')).toBe('Brust und Trizeps "schwer" <5> \'A\' B');
    const escaped = '{&quot;training_days&quot;: [{&quot;day_name&quot;: &quot;Push&quot;, &quot;exercises&quot;: [&quot;Dips &amp; Liegestütze&quot;]}]}';
    expect(namesOf(escaped)).toEqual([['Push', ['Dips und Liegestütze']]]);
  });

  it('takes the text from the first { to the last }', () => {
    expect(namesOf(`Hier ist dein Plan:\n${GOOD}\nViel Erfolg – melde dich, wenn du Fragen hast!`)).toEqual(namesOf(GOOD));
  });

  it('answers "No valid JSON in response" without a { or a }', () => {
    for (const reply of ['', 'Ich kann dir leider keinen Plan erstellen.', '}{', '{ nur eine Klammer', 'nur eine } Klammer']) {
      expect(() => parsePlanReply(reply)).toThrow(PLAN_REPLY_ERRORS.noJson);
    }
  });

  it('answers "Incomplete JSON - braces and brackets mismatch" for unbalanced braces or brackets', () => {
    expect(() => parsePlanReply('{"training_days": [{"day_name": "Push"}}')).toThrow('Incomplete JSON - braces and brackets mismatch');
    expect(() => parsePlanReply('{"training_days": [{"day_name": "Push", "exercises": [}]}')).toThrow(PLAN_REPLY_ERRORS.mismatch);
    // A brace inside a name is text, not structure.
    expect(balanced('{"day_name": "Push {A}]"}')).toBe(true);
  });

  it('answers "Invalid plan data - no training days" for missing, empty or unusable days', () => {
    for (const reply of ['{"plan_name": "X"}', '{"training_days": []}', '{"training_days": "Push"}', '{"training_days": [1, "a", null]}']) {
      expect(() => parsePlanReply(reply)).toThrow('Invalid plan data - no training days');
    }
  });

  it('answers "JSON parsing failed: {message}" with the parser’s own message', () => {
    let message = '';
    try {
      JSON.parse('{"training_days": [{"day_name": Push}]}');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(() => parsePlanReply('{"training_days": [{"day_name": Push}]}')).toThrow(`JSON parsing failed: ${message}`);
  });
});

describe('plan reply parser: the spec’s repairs', () => {
  it('removes trailing commas before } and ]', () => {
    expect(repairJson('{"a": [1, 2, ], "b": 3, }')).toBe('{"a": [1, 2 ], "b": 3 }');
    expect(JSON.parse(repairJson('{"a": [1, 2,\n], }'))).toEqual({ a: [1, 2] });
  });

  it('inserts missing commas between adjacent objects and arrays', () => {
    expect(repairJson('[{"a": 1}\n{"b": 2}]')).toBe('[{"a": 1},\n{"b": 2}]');
    expect(JSON.parse(repairJson('[[1] [2]]'))).toEqual([[1], [2]]);
  });

  it('replaces empty values with empty strings', () => {
    expect(repairJson('{"sets": , "reps": }')).toBe('{"sets": "", "reps": ""}');
    expect(JSON.parse(repairJson('{"a": ,\n"b":\n}'))).toEqual({ a: '', b: '' });
  });

  it('leaves commas, braces and colons inside strings alone', () => {
    const tricky = '{"notes": "Satz 1, }, ] : ,", "x": [1,]}';
    expect(JSON.parse(repairJson(tricky))).toEqual({ notes: 'Satz 1, }, ] : ,', x: [1] });
    expect(JSON.parse(repairJson('{"a": "mit \\"Anführung\\", }"}'))).toEqual({ a: 'mit "Anführung", }' });
  });
});

/** Replies as models really write them: each either yields its plan or the spec's message. */
describe('plan reply parser: a corpus of realistic broken replies', () => {
  const corpus: [string, string, [string, string[]][] | string][] = [
    [
      'chatty preamble and fenced JSON',
      'Gerne! Hier ist dein Trainingsplan:\n\n```json\n{"plan_name":"Oberkörper/Unterkörper","training_days":[{"day_number":1,"day_name":"Oberkörper","exercises":[{"exercise_name":"Bankdrücken","sets":3,"reps":"8-10"}]},{"day_number":2,"day_name":"Unterkörper","exercises":[{"exercise_name":"Kniebeugen","sets":3,"reps":"8-10"}]}]}\n```\n\nViel Spaß beim Training!',
      [
        ['Oberkörper', ['Bankdrücken']],
        ['Unterkörper', ['Kniebeugen']],
      ],
    ],
    [
      'trailing commas everywhere',
      '{"training_days": [{"day_name": "Push", "exercises": [{"exercise_name": "Dips", "sets": 3,}, ],}, ], }',
      [['Push', ['Dips']]],
    ],
    [
      'days without commas between them',
      '{"training_days": [\n  {"day_name": "Push", "exercises": [{"exercise_name": "Bankdrücken"}]}\n  {"day_name": "Pull", "exercises": [{"exercise_name": "Rudern"}]}\n]}',
      [
        ['Push', ['Bankdrücken']],
        ['Pull', ['Rudern']],
      ],
    ],
    [
      'exercises without commas between them',
      '{"training_days": [{"day_name": "Legs", "exercises": [{"exercise_name": "Kniebeugen"} {"exercise_name": "Beinpresse"}]}]}',
      [['Legs', ['Kniebeugen', 'Beinpresse']]],
    ],
    [
      'empty values left by the model',
      '{"plan_name": , "training_days": [{"day_name": "Ganzkörper", "exercises": [{"exercise_name": "Kreuzheben", "sets": , "reps": }]}]}',
      [['Ganzkörper', ['Kreuzheben']]],
    ],
    [
      'HTML-escaped by a proxy',
      '{&quot;training_days&quot;:[{&quot;day_name&quot;:&quot;Pull&quot;,&quot;exercises&quot;:[{&quot;exercise_name&quot;:&quot;Klimmzüge &amp; Rudern&quot;}]}]}',
      [['Pull', ['Klimmzüge und Rudern']]],
    ],
    [
      'exercises as plain names and keys in other spellings',
      '{"days": [{"name": "Push", "exercises": ["Bankdrücken", "Schulterdrücken", ""]}]}',
      [['Push', ['Bankdrücken', 'Schulterdrücken']]],
    ],
    [
      'cut off mid-way (token limit)',
      '{"training_days": [{"day_name": "Push", "exercises": [{"exercise_name": "Bankdrücken"}, {"exercise_n',
      PLAN_REPLY_ERRORS.mismatch,
    ],
    ['cut off after a closed day', '{"training_days": [{"day_name": "Push", "exercises": []}', PLAN_REPLY_ERRORS.mismatch],
    ['a refusal', 'Entschuldigung, dabei kann ich nicht helfen.', PLAN_REPLY_ERRORS.noJson],
    ['an empty plan', '```json\n{"plan_name": "Leer", "training_days": []}\n```', PLAN_REPLY_ERRORS.noDays],
    ['single quotes', "{'training_days': [{'day_name': 'Push'}]}", 'JSON parsing failed:'],
    ['a missing comma between two keys', '{"training_days": [{"day_name": "Push" "exercises": []}]}', 'JSON parsing failed:'],
  ];

  it.each(corpus)('%s', (_name, reply, expected) => {
    if (typeof expected === 'string') expect(() => parsePlanReply(reply)).toThrow(expected);
    else expect(namesOf(reply)).toEqual(expected);
  });

  it('keeps plans within the plan’s limits: at most 14 days, named days, sets only as whole numbers', () => {
    const days = Array.from({ length: 20 }, (_, index) => ({
      day_name: index === 0 ? '' : `Tag ${index}`,
      exercises: [{ exercise_name: 'X', sets: 2.5, reps: 10 }],
    }));
    const parsed = parsePlanReply(JSON.stringify({ training_days: days }));
    expect(parsed.days).toHaveLength(14);
    expect(parsed.days[0]).toEqual({ day_name: 'Tag 1', exercises: [{ exercise_name: 'X', sets: null, reps: '10' }] });
  });
});
