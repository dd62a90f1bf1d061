import { GuidedTraining } from '../../features/guided-training';
import { PauseNotice } from '../../features/profile';

export default function GuidedTrainingPage() {
  return <GuidedTraining pauseNotice={<PauseNotice />} />;
}
