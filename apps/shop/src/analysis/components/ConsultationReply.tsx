import type { Consultation } from '@nyansa/contract';
import { ConsultationThread, type RenderLink } from '@nyansa/ui';
import { Link } from 'react-router-dom';

const renderLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** A request about an analysis as its shopper sees it: the question, then the dermatologist's reply or where it stands. */
export function ConsultationReply({ consultation }: { consultation: Consultation }) {
  const { reply } = consultation;
  const status = consultation.status === 'answered' ? 'answered' : consultation.overdue ? 'overdue' : 'waiting';
  return (
    <ConsultationThread
      status={status}
      question={consultation.question}
      askedAt={consultation.created_at}
      dueAt={consultation.due_at}
      heading="Dermatologist review"
      renderLink={renderLink}
      reply={
        reply
          ? {
              text: reply.text,
              dermatologistName: reply.dermatologist_name,
              answeredAt: reply.answered_at,
              products: reply.products.map((product) => ({ id: product.product_id, name: product.product_name, href: `/products/${product.product_id}` })),
            }
          : null
      }
    />
  );
}
