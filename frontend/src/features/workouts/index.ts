// What the workouts feature offers pages, the app and other features; everything else in it is internal.
export { WORKOUT_EXPORT_URL } from './api/export-workouts';
export { type Category, type Machine } from './api/get-machines';
export { type CreatedWorkoutEntry, type WorkoutEntry } from './api/get-workouts';
export { AddEntryDialog } from './components/add-entry-dialog';
export { AddWorkout } from './components/add-workout';
export { categoryLabel } from './components/category-label';
export { EditEntryDialog } from './components/edit-entry-dialog';
export { EditMachineDialog } from './components/edit-machine-dialog';
export { EntryList } from './components/entry-list';
export { SuccessOverlay } from './components/success-overlay';
export { useAfterWorkout } from './hooks/use-after-workout';
export { CATEGORIES } from './lib/categories';
export { formatKg, formatSet, formatVolume } from './lib/set-format';
