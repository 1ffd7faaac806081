// What other features may use of the image library: the upload of one file into it (the editor's Insert Image).
export {
  MetadataNotSaved,
  UploadFailure,
  uploadErrorMessage,
  useImageUpload,
  type CompressionStats,
  type UploadedImage,
  type UploadOptions,
} from './image-upload';
export { uploadProblem } from './upload-rules';
export { LibraryPickerDialog } from './components/library-picker-dialog.component';
export type { LibraryImage } from './api';
