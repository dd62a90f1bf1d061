// What the history feature offers pages, the app and other features; everything else in it is internal.
export { HistoryScreen } from './components/history-screen';
