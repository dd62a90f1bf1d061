// What the workouts feature offers pages, the app and other features; everything else in it is internal.
export { AddEntryDialog } from './components/add-entry-dialog';
export { useLogSet, type LogSetResult } from './api/log-set';
export { useChangeLoggedSet } from './api/change-logged-set';
export { GymFloorStatus } from './components/gym-floor-status-loader';
export { RepeatSetButton } from './components/repeat-set-button';
export { AddWorkout } from './components/add-workout';
export { EditEntryDialog } from './components/edit-entry-dialog';
export { EditMachineDialog } from './components/edit-machine-dialog';
export { EntryList } from './components/entry-list';
export { SuccessOverlay } from './components/success-overlay';
export { useAfterWorkout } from './hooks/use-after-workout';
export { useHeavySetConfirm } from './components/heavy-set-confirm';
export { heaviestWeight, parseReps, type ParsedWorkout } from './lib/workout-form';
