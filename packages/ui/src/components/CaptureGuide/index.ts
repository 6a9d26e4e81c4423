export { CaptureGuide, type CaptureCheck, type CaptureGuideProps } from './CaptureGuide';
