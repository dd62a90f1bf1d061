/** What the uploads context offers the other contexts; they import nothing else of it. */
export { isOwnUpload, parseUploadPath } from './upload-url.js';
export { FileStorage } from './file-storage.js';
export { UploadsModule } from './uploads.module.js';
export { UPLOAD_ERRORS } from './errors.js';
