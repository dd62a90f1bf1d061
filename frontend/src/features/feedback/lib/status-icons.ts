import type { FeedbackStatus } from '@hantelwerk/api-types';
import { CircleCheckBig, CircleDot, LoaderCircle, type LucideIcon } from 'lucide-react';

/** Spec §4: each status has its own icon. */
export const STATUS_ICONS: Record<FeedbackStatus, LucideIcon> = { new: CircleDot, in_progress: LoaderCircle, resolved: CircleCheckBig };

export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = ['new', 'in_progress', 'resolved'];
