export { Spinner, LoadingState, Skeleton, type SpinnerProps, type LoadingStateProps } from './Spinner';
