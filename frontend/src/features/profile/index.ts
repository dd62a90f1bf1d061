// What the profile feature offers pages, the app and other features; everything else in it is internal.
export { ProfileSettings } from './components/profile-settings';
export { PauseNotice } from './components/pause-notice';
