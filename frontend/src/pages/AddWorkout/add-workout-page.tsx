import { AddWorkout } from '../../features/workouts';

export default function AddWorkoutPage() {
  return <AddWorkout />;
}
