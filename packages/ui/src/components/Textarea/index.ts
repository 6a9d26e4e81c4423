export { Textarea, CharacterCount, characterCountText, type CharacterCountProps } from './Textarea';
