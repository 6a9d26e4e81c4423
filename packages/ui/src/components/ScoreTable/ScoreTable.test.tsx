import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullConcerns, partialConcerns, skinTone } from '../../stories/analysis-fixtures';
import { ScoreTable } from './ScoreTable';

describe('ScoreTable', () => {
  it('has a row a concern with its score and band in words, and the skin tone last', () => {
    render(<ScoreTable caption="Scores" concerns={fullConcerns} skinTone={skinTone} />);
    const table = screen.getByRole('table', { name: 'Scores' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + fullConcerns.length + 1);
    expect(rows.at(-1)).toHaveTextContent(/Skin tone/);
    const redness = within(table).getByRole('row', { name: /Redness/ });
    expect(within(redness).getByRole('cell', { name: '58' })).toBeInTheDocument();
    expect(within(redness).getByText('Needs care')).toBeInTheDocument();
  });

  it('gives no number for a concern it could not measure, and says why', () => {
    render(<ScoreTable caption="Scores" concerns={partialConcerns} skinTone={null} skinToneReason="Skin tone could not be measured on this photo." />);
    const texture = screen.getByRole('row', { name: /Texture/ });
    expect(within(texture).getByText('Not scored')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Skin tone/ })).getByText('Skin tone could not be measured on this photo.')).toBeInTheDocument();
  });
});
