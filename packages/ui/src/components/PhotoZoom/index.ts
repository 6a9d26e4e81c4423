export { PhotoZoom, photoZoomLevels, type PhotoZoomProps } from './PhotoZoom';
