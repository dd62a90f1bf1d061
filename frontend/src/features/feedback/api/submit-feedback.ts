import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

/** Spec §9: the build sent with feedback. */
export const FEEDBACK_BUILD_VERSION = '1.0.8';

export interface FeedbackDraft {
  userEmail: string;
  message: string;
  screenshot: File | null;
}

/**
 * Spec §7 Feedback create {user_email, message, image_url, status, build_version}. A screenshot is
 * uploaded first; if that fails, the failure is logged and nothing is sent (spec §8), so the user
 * can try again.
 */
export async function submitFeedback({ userEmail, message, screenshot }: FeedbackDraft) {
  let imageUrl = '';
  if (screenshot) {
    try {
      imageUrl = await uploadFile(screenshot);
    } catch (error) {
      console.error('Screenshot upload failed', error);
      throw error;
    }
  }
  return api.post('/api/feedback', {
    body: { user_email: userEmail, message, image_url: imageUrl, status: 'new', build_version: FEEDBACK_BUILD_VERSION },
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback }) });
}
