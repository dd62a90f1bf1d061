import { invalidField } from '../../common/domain-error.js';
import { isOwnUpload, parseUploadPath } from '../uploads/index.js';

/** An uploaded profile picture must be one of the profile owner's own files (any web address may be linked). */
export function assertOwnPicture(changes: { profile_image?: string | null }, userId: string): void {
  const picture = changes.profile_image;
  if (typeof picture === 'string' && parseUploadPath(picture) && !isOwnUpload(picture, userId)) {
    throw invalidField('profile_image', 'profile.picture_not_own');
  }
}
