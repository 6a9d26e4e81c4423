import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderLink } from '../../lib/link';
import { ConsultationThread } from './ConsultationThread';

const askedAt = new Date(2026, 0, 5, 14, 30);
const reply = {
  text: 'Use it every morning.\nSunscreen on top.',
  dermatologistName: 'Dr. Abena Osei',
  answeredAt: new Date(2026, 0, 5, 19, 5),
  products: [{ id: 2, name: 'Vitamin C Serum', href: '/products/2' }],
};

describe('ConsultationThread', () => {
  it('shows the question with who asked and when, and the time the reply is due while waiting', () => {
    render(<ConsultationThread status="waiting" question="Is it safe with sunscreen?" askedAt={askedAt} dueAt={new Date(2026, 0, 6, 14, 30)} />);
    const question = screen.getByRole('article', { name: 'Question from You' });
    expect(question).toHaveTextContent('Jan 5, 2026, 14:30');
    expect(question).toHaveTextContent('Is it safe with sunscreen?');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for a dermatologist. A reply is due by Jan 6, 2026, 14:30.');
    expect(screen.queryByRole('article', { name: /Reply/ })).not.toBeInTheDocument();
  });

  it('says plainly when a request is overdue, and that it is not dropped', () => {
    render(<ConsultationThread status="overdue" askedAt={askedAt} />);
    expect(screen.getByRole('status')).toHaveTextContent('Overdue: this is taking longer than 24 hours. The request is still in the queue');
    expect(screen.getByText('Asked for a review of the analysis, without a question.')).toBeInTheDocument();
  });

  it("shows the dermatologist's reply with name, time and suggested products as links", () => {
    const renderLink: RenderLink = ({ href, children, className }) => (
      <a href={`/app${href}`} className={className}>
        {children}
      </a>
    );
    render(<ConsultationThread status="answered" question="Is it safe?" askedAt={askedAt} reply={reply} renderLink={renderLink} />);
    const answer = screen.getByRole('article', { name: 'Reply from Dr. Abena Osei' });
    expect(answer).toHaveTextContent('Jan 5, 2026, 19:05');
    expect(within(answer).getByText(/Use it every morning\./)).toHaveTextContent('Use it every morning. Sunscreen on top.');
    expect(within(answer).getByRole('link', { name: 'Vitamin C Serum' })).toHaveAttribute('href', '/app/products/2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows markup people typed as text, never as HTML', () => {
    const { container } = render(
      <ConsultationThread
        status="answered"
        question={'<b>bold?</b>'}
        askedAt={askedAt}
        reply={{ ...reply, text: '<img src=x onerror=alert(1)>', products: [] }}
      />,
    );
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
  });
});
