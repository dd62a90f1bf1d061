// What the analysis feature offers pages, the app and other features; everything else in it is internal.
export { AnalysisCard } from './components/analysis-card';
