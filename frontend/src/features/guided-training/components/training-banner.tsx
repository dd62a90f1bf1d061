import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';
import { readActiveTraining } from '../lib/active-training';

// The banner and the guided training's texts load only while a session runs, never with the first screen.
const RunningTrainingBanner = lazy(() => import('./running-training-banner').then((banner) => ({ default: banner.RunningTrainingBanner })));

/**
 * The shell's slot for the running-training banner: checks the saved session on every navigation
 * (a session starts and ends on the guided training's own screen, where no banner shows). While the
 * banner's code loads, an empty bar of its height holds its place, so nothing below it moves.
 */
export function TrainingBanner() {
  const { pathname } = useLocation();
  const user = useSignedInUser();
  if (pathname === paths.guidedTraining || !readActiveTraining(user.id)) return null;
  return (
    <Suspense fallback={<div className="training-banner" aria-hidden="true" />}>
      <RunningTrainingBanner />
    </Suspense>
  );
}
