import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ANALYSIS_RECHECK_MS, isAnalysisDue } from '../lib/analysis-due';
import { usePerformanceAnalysisJob } from '../../../shared/performance-analysis/performance-analysis-job';
import { currentUserQueryOptions, useSignedInUser } from '../../../lib/session';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../messages';
import { formatDate, DAY_MONTH_TIME } from '../../../lib/dates';

/** The AI text as paragraphs: blank lines separate them; a text without any splits on line breaks. */
export function splitParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  const byBlankLine = text.split(/\n\s*\n/);
  const parts = byBlankLine.length > 1 ? byBlankLine : text.split('\n');
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

interface AnalysisCardProps {
  /**
   * Optional: when the newest workout was logged (ISO). If it is newer than the last analysis, the
   * card re-reads the user for a while, so an analysis started elsewhere appears without a reload.
   */
  latestWorkoutAt?: string | null;
}

/** Dashboard card with the coach's motivational analysis (spec §2), collapsed to three lines. */
export function AnalysisCard({ latestWorkoutAt = null }: AnalysisCardProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const job = usePerformanceAnalysisJob();
  useQuery({
    ...currentUserQueryOptions(),
    refetchInterval: (query) => (isAnalysisDue(latestWorkoutAt, query.state.data?.last_analysis_date) ? ANALYSIS_RECHECK_MS : false),
  });

  const titleId = useId();
  const paragraphs = splitParagraphs(user.last_performance_analysis);
  const analysisDate = user.last_analysis_date;

  return (
    <section className="card analysis-card" aria-labelledby={titleId} aria-busy={job.isRunning}>
      <div className="analysis-card__header">
        <span className="analysis-card__icon" aria-hidden="true">
          <Sparkles size={18} />
        </span>
        <div className="analysis-card__heading">
          <h2 id={titleId} className="analysis-card__title">
            {t('analysis.title')}
          </h2>
          {analysisDate && paragraphs.length > 0 && (
            <p className="analysis-card__date">{t('analysis.updated', { date: formatDate(analysisDate, DAY_MONTH_TIME) })}</p>
          )}
        </div>
        {job.isRunning && <Spinner size="sm" label={t('analysis.running')} />}
      </div>

      {paragraphs.length > 0 ? (
        <CollapsibleText paragraphs={paragraphs} />
      ) : job.isRunning ? (
        <p className="analysis-card__note">{t('analysis.running')}</p>
      ) : (
        <div className="analysis-card__empty">
          <p className="analysis-card__empty-title">{t('analysis.emptyTitle')}</p>
          <p className="analysis-card__note">{t('analysis.emptyText')}</p>
        </div>
      )}
    </section>
  );
}

function CollapsibleText({ paragraphs }: { paragraphs: string[] }) {
  const { t } = useTranslation();
  const textId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const content = paragraphs.join('\n\n');

  // The toggle only exists when the text is longer than the collapsed three lines.
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content, expanded]);

  const collapsed = !expanded;
  return (
    <>
      <div ref={textRef} id={textId} className={`analysis-card__text${collapsed ? ' is-collapsed' : ''}${collapsed && overflows ? ' is-clipped' : ''}`}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {(overflows || expanded) && (
        <button type="button" className="analysis-card__toggle" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('analysis.showLess') : t('analysis.showMore')}
          <ChevronDown size={18} aria-hidden="true" className={expanded ? 'rotate-180' : undefined} />
        </button>
      )}
    </>
  );
}
