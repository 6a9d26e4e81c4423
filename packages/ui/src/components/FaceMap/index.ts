export { FaceMap, type FaceMapMeasure, type FaceMapProps, type FaceMapRegion } from './FaceMap';
