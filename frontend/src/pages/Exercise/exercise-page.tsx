import { useParams } from 'react-router-dom';
import { ExercisePage } from '../../features/dashboard';

export default function ExerciseRoutePage() {
  const { machineId = '' } = useParams();
  return <ExercisePage machineId={machineId} />;
}
