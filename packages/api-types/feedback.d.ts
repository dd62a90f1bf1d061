/** Feedback and bug reports (docs/api.md, "Feedback"). */

export type FeedbackStatus = 'new' | 'in_progress' | 'resolved';

export interface Feedback {
  id: string;
  user_email: string;
  message: string;
  /** '' without a screenshot; else `/api/files/…` */
  image_url: string;
  status: FeedbackStatus;
  build_version: string;
  /** ISO timestamps */
  created_date: string;
  updated_date: string;
}
