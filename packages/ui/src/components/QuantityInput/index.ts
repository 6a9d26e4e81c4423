export { QuantityInput, clampQuantity, minQuantity, maxQuantity, type QuantityInputProps } from './QuantityInput';
