import { checkKnowledgeTopics } from '../offline/understanding/knowledge-topics.js';
import { DataFileError, loadDataFile } from './data-file.js';

describe('the knowledge topics’ patterns (data/knowledge-topics.json), checked when the coach loads', () => {
  const shipped = () => loadDataFile('knowledge-topics.json', (content) => ({ ok: content as Record<string, string> }));

  it('load the shipped file: a pattern for every topic, in the order they are tried', () => {
    const topics = loadDataFile('knowledge-topics.json', checkKnowledgeTopics);
    expect(topics).toHaveLength(18);
    expect(topics[0]![0]).toBe('spot_reduction');
  });

  it('refuse an unknown topic, a missing one or a broken pattern, naming it', () => {
    expect(checkKnowledgeTopics({ ...shipped(), sauna: '\\bsauna\\b' })).toMatch(/^topics: unknown sauna \(known: spot_reduction/);
    const { sleep: _sleep, ...withoutSleep } = shipped();
    expect(checkKnowledgeTopics(withoutSleep)).toBe('topics: no pattern for sleep');
    expect(checkKnowledgeTopics({ ...shipped(), belt: '\\b(guertel' })).toMatch(/^topics\.belt: Invalid regular expression/);
  });

  it('stop the start with a DataFileError naming the file and what is wrong', () => {
    const broken = () => loadDataFile('knowledge-topics.json', (content) => checkKnowledgeTopics({ ...(content as object), sleep: 7 }));
    expect(broken).toThrow(DataFileError);
    expect(broken).toThrow(/^Coach data file .*knowledge-topics\.json is broken: topics\.sleep: needs a pattern \(a string\)$/);
  });
});
