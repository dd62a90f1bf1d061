// What the guided-training feature offers pages, the app and other features; everything else in it is internal.
export { GuidedTraining } from './components/guided-training';
export { TrainingBanner } from './components/training-banner';
export { FinishedDaySlot } from './components/finished-day-slot';
export { clearActiveTraining } from './lib/active-training';
