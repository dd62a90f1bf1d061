// What the training-sheet feature offers pages, the app and other features; everything else in it is internal.
export { TrainingSheet, type SheetUpdate } from './components/training-sheet';
export { TrainingSummary } from './components/training-summary';
export { emptySheet, loggedSets, sheetOfDay, type Sheet } from './lib/sheet';
export { clock, summaryOf, type TrainingSummary as TrainingSummaryFigures } from './lib/summary';
