export {
  ReplyForm,
  defaultReplyFormMessages,
  type ReplyDraft,
  type ReplyFormMessages,
  type ReplyFormProps,
  type ReplyProductOption,
} from './ReplyForm';
