export { Input, FieldError, fieldClassName, type FieldErrorProps } from './Input';
