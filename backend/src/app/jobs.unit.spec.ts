import { RegisteredJobs } from '../modules/jobs/registered-jobs.js';
import { allJobs } from './jobs.js';

/** Job ids and limits are persisted and promised: a change would run work twice across a deploy, or cut it short. */
describe("the app's jobs", () => {
  const jobs = new RegisteredJobs(allJobs);

  it('keep their ids, derived from what asked for the work', () => {
    expect(allJobs['categorise-machine'].id!({ ownerId: 'u', machineId: 'm', machineName: 'Beinpresse', causationId: 'e' })).toBe('categorise.m');
    // The digest is of the normalised name, "bankdruecken".
    expect(allJobs['categorise-name'].id!({ ownerId: 'u', exerciseName: '  Bankdrücken ' })).toBe('categorise-name.u.dad4d8efa7d7715facc4');
    const analysis = { ownerId: 'u', latestEntryId: 'e', trigger: 'workout_logged', causationId: null } as const;
    expect(allJobs['analyse-performance'].id!(analysis)).toBe('analysis.u.e');
    expect(allJobs['analyse-performance'].id!({ ...analysis, language: 'en' })).toBe('analysis.u.e.en');
    expect(allJobs['coach-reply'].id!({ ownerId: 'u', conversationId: 'c', messageId: 'm' })).toBe('chat.c.m');
    expect(allJobs['generate-plan'].id!({ ownerId: 'u', conversationId: 'c', messageId: 'm' })).toBe('plan.c.m');
    expect(allJobs['import-history'].id!({ ownerId: 'u', importId: 'i' })).toBe('import.i');
    expect(allJobs.ping.id).toBeUndefined();
    expect(allJobs['rebuild-read-models'].id).toBeUndefined();
  });

  it('keep their time limits (the spec’s: the categoriser 10 s, the coach 15 s, plans 60 s)', () => {
    expect(Object.fromEntries(jobs.all.map((job) => [job.name, job.timeLimitMs]))).toEqual({
      ping: 5_000,
      'categorise-machine': 10_000,
      'categorise-name': 10_000,
      'analyse-performance': 15_000,
      'coach-reply': 15_000,
      'generate-plan': 60_000,
      'rebuild-read-models': 60 * 60_000,
      'import-history': 30 * 60_000,
    });
  });

  it('find an AI job’s queue by its id, and no other job’s', () => {
    expect(jobs.aiQueueOfJobId('categorise.m')).toBe('categorisation');
    expect(jobs.aiQueueOfJobId('categorise-name.u.abc')).toBe('categorisation');
    expect(jobs.aiQueueOfJobId('analysis.u.e.en')).toBe('performance-analysis');
    expect(jobs.aiQueueOfJobId('chat.c.m')).toBe('coach-chat');
    expect(jobs.aiQueueOfJobId('plan.c.m')).toBe('plan-generation');
    for (const other of ['import.i', 'rebuild.r', '17', 'unknown.x', '']) expect(jobs.aiQueueOfJobId(other)).toBeNull();
  });
});
