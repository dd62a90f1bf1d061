// Logged sets as every screen shows them: the entries and an exercise's history, their figures, kinds, records and weights.
export { type WorkoutEntry } from './api/get-workouts';
export { useExerciseHistory } from './api/get-exercise-history';
export { PersonalRecordBadge } from './components/record-badges';
export { SetKindBadges, WarmupToggle } from './components/set-kind';
export { estimatedOneRepMax } from './lib/e1rm';
export { formatKg, formatSet, formatVolume } from './lib/set-format';
export { countsInFigures } from './lib/set-kind';
export { parseWeight, stepWeight, weightText } from './lib/weights';
