import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PatientHistory } from './PatientHistory';

describe('PatientHistory', () => {
  it('shows each earlier request with its question, answers and reply, and the other analyses with their scores in words', () => {
    render(
      <PatientHistory
        heading="Earlier requests and analyses"
        emptyText="First visit."
        consultations={[
          {
            id: 31,
            askedAt: '2026-02-10T09:00:00.000Z',
            statusLabel: 'Answered',
            question: 'Should I change my cream?',
            intake: [{ label: 'Medicines', value: 'Isotretinoin 20 mg' }],
            reply: { text: 'Use a richer cream.', dermatologistName: 'Efua Owusu', answeredAt: '2026-02-10T15:00:00.000Z' },
          },
          { id: 18, askedAt: '2026-01-06T09:00:00.000Z', statusLabel: 'Open', question: '' },
        ]}
        analyses={[{ id: 9, analysedAt: '2026-02-09T18:00:00.000Z', summary: 'Dry skin', scores: [{ label: 'Redness', score: 58 }, { label: 'Texture', score: null }] }]}
      />,
    );
    const history = screen.getByRole('region', { name: 'Earlier requests and analyses' });
    const request = within(history).getByRole('article', { name: 'Request 31' });
    expect(request).toHaveTextContent('Should I change my cream?');
    expect(request).toHaveTextContent('Isotretinoin 20 mg');
    expect(request).toHaveTextContent('Reply by Efua Owusu');
    expect(within(history).getByRole('article', { name: 'Request 18' })).toHaveTextContent('No question: a review of the analysis.');
    expect(within(history).getByText('Redness 58 (needs care), Texture not scored')).toBeInTheDocument();
    expect(within(history).queryByText('First visit.')).toBeNull();
  });

  it('says it is the first visit when there is nothing earlier', () => {
    render(<PatientHistory heading="History" emptyText="This is the patient's first request and analysis." consultations={[]} analyses={[]} />);
    expect(screen.getByText("This is the patient's first request and analysis.")).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
