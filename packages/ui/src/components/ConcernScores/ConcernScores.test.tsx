import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConcernScores, type ConcernScoreItem } from './ConcernScores';

const concerns: ConcernScoreItem[] = [
  { id: 'redness', label: 'Redness', score: 58, verdict: 'Some visible redness.', explanation: 'How much redness shows.', method: 'Median a* in CIELAB.', measured: { value: 18.44, unit: 'a*' } },
  { id: 'spots', label: 'Dark spots', score: null, explanation: 'Dark spots of 1 to 10 mm.', method: 'Round darker patches.', reason: 'The face is too small in the photo for spots: move closer.' },
];

describe('ConcernScores', () => {
  it('shows each score out of 100 with its band in words, verdict and explanation', () => {
    render(<ConcernScores concerns={concerns} />);
    const card = screen.getByRole('heading', { name: 'Redness' }).closest('li')!;
    expect(within(card).getByText('58')).toBeInTheDocument();
    expect(within(card).getByText('Needs care')).toBeInTheDocument();
    expect(within(card).getByText('Some visible redness.')).toBeInTheDocument();
    expect(within(card).getByText('How much redness shows.')).toBeInTheDocument();
  });

  it('says why a concern was not measured instead of a number', () => {
    render(<ConcernScores concerns={concerns} />);
    const card = screen.getByRole('heading', { name: 'Dark spots' }).closest('li')!;
    expect(within(card).getByText('Not measured')).toBeInTheDocument();
    expect(within(card).getByText('The face is too small in the photo for spots: move closer.')).toBeInTheDocument();
    expect(within(card).queryByText(/^\d+$/)).not.toBeInTheDocument();
  });

  it('keeps the technical wording behind "How we measure this"', async () => {
    render(<ConcernScores concerns={concerns} />);
    expect(screen.queryByText('Median a* in CIELAB.')).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Redness' }).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'How we measure this' }));
    expect(screen.getByText('Median a* in CIELAB.')).toBeInTheDocument();
    expect(screen.getByText('Measured on this photo: 18.4 a*')).toBeInTheDocument();
  });

  it('shows skin tone as a category, never a score, or why it is missing', () => {
    const { rerender } = render(<ConcernScores concerns={[]} skinTone={{ category: 'tan', explanation: 'Your tone group.', ita: 20 }} />);
    const card = screen.getByRole('heading', { name: 'Skin tone' }).closest('li')!;
    expect(within(card).getByText('tan')).toBeInTheDocument();
    expect(within(card).queryByText('/ 100')).not.toBeInTheDocument();
    rerender(<ConcernScores concerns={[]} skinTone={null} skinToneReason="Too little of your forehead could be seen." />);
    expect(screen.getByText('Too little of your forehead could be seen.')).toBeInTheDocument();
  });
});
