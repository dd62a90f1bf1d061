import { invalid } from '../../common/domain-error.js';
import { isOwnUpload, parseUploadPath } from '../uploads/index.js';

const NOT_OWN = 'Das Profilbild muss ein Bild sein, das dieser Benutzer selbst hochgeladen hat.';

/** An uploaded profile picture must be one of the profile owner's own files (any web address may be linked). */
export function assertOwnPicture(changes: { profile_image?: string | null }, userId: string): void {
  const picture = changes.profile_image;
  if (typeof picture === 'string' && parseUploadPath(picture) && !isOwnUpload(picture, userId)) {
    throw invalid(NOT_OWN, [{ field: 'profile_image', problems: [NOT_OWN] }]);
  }
}
