// What the imports feature offers pages, the app and other features; everything else in it is internal.
export { ImportScreen } from './components/import-screen';
