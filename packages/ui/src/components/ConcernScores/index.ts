export { ConcernScores, type ConcernScoreItem, type ConcernScoresProps, type SkinToneItem } from './ConcernScores';
