// What other features may use of uploads; the rest is this feature's own to change.
export {
  uploadAccept,
  uploadProblem,
  useObjectUrl,
  useUploadedFile,
  useUploadedImageUrl,
  useUploadFile,
} from './api/uploads';
export { PhotoInput } from './components/photo-input';
