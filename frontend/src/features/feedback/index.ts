// What the feedback feature offers pages, the app and other features; everything else in it is internal.
export { FeedbackButton } from './components/feedback-button';
export { FeedbackManagement } from './components/feedback-management';
