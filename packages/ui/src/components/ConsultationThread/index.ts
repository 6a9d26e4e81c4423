export {
  ConsultationThread,
  type ConsultationReply,
  type ConsultationThreadProps,
  type ConsultationThreadStatus,
} from './ConsultationThread';
