// What the coach feature offers pages, the app and other features; everything else in it is internal.
export { type Conversation } from './api/get-conversation';
export { CoachChat } from './components/coach-chat';
export { CoachSetting } from './components/coach-setting';
