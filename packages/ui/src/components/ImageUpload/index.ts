export { ImageUpload, invalidImageMessage, type ImageUploadProps } from './ImageUpload';
