export { RadioGroup, RadioGroupItem } from './RadioGroup';
