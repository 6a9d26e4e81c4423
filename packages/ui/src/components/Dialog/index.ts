export { Dialog, DialogTrigger, DialogClose, DialogContent, type DialogContentProps } from './Dialog';
