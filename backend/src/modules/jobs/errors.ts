/** What the job routes refuse, by code, in German. */
export const JOB_ERRORS = {
  'job.not_found': 'Auftrag nicht gefunden',
  'job.redis_unavailable': 'Der KI-Coach ist gerade nicht erreichbar. Bitte versuche es in einer halben Minute erneut.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    jobs: typeof JOB_ERRORS;
  }
}
