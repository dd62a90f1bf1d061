import { PauseNotice } from '../../features/profile';
import { AddWorkout } from '../../features/workouts';

export default function AddWorkoutPage() {
  return <AddWorkout notice={<PauseNotice />} />;
}
