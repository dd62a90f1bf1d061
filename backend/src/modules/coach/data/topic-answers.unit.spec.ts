import { checkTopicAnswers } from '../offline/answers/knowledge.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the knowledge topics’ answers (data/topic-answers.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('topic-answers.json', (content) => ({ ok: content as Record<string, unknown> }));

  it('load the shipped file: an answer for every topic not worked out from the lifter’s facts', () => {
    const answers = loadDataFile('topic-answers.json', checkTopicAnswers);
    expect(Object.keys(answers)).toHaveLength(16);
    expect(answers.creatine.en).toMatch(/creatine/i);
  });

  it('refuse a missing or unknown topic, naming it', () => {
    const { sleep: _sleep, ...withoutSleep } = shipped();
    expect(checkTopicAnswers(withoutSleep)).toBe('topic answers: no answer for sleep');
    expect(checkTopicAnswers({ ...shipped(), best_exercises: { de: ['Kniebeugen'], en: ['Squats'] } })).toMatch(/^topic answers: unknown best_exercises/);
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('topic-answers.json', (content) => checkTopicAnswers({ ...(content as object), belt: { de: [], en: ['Yes.'] } }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*topic-answers\.json is broken: topic answers\.belt\.de: needs a list of paragraphs, none empty$/);
  });
});
