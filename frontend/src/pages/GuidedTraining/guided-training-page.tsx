import { GuidedTraining } from '../../features/guided-training';

export default function GuidedTrainingPage() {
  return <GuidedTraining />;
}
