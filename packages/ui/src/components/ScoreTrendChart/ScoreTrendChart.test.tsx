import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScoreTrendChart, type ScoreTrendPoint } from './ScoreTrendChart';

const points: ScoreTrendPoint[] = Array.from({ length: 10 }, (_, index) => ({
  date: new Date(2026, 0, 5 + 7 * index),
  score: index === 3 ? null : 50 + index * 3,
}));

describe('ScoreTrendChart', () => {
  it('draws the scores as a picture named and described in words', async () => {
    render(<ScoreTrendChart label="Redness" points={[...points].reverse()} />);
    // The plot is code loaded on demand: its first import may take a while on a busy machine.
    const chart = await screen.findByRole('img', { name: 'Redness score over time' }, { timeout: 15_000 });
    expect(chart).toHaveAccessibleDescription('Redness: 77 out of 100 (fair) on Mar 9, 2026, up 27 points (better) since Jan 5, 2026, measured in 9 of 10 analyses.');
    expect(chart.querySelectorAll('circle')).toHaveLength(9);
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('gives the numbers as a table, oldest first, with unmeasured analyses said in words', async () => {
    render(<ScoreTrendChart label="Redness" points={points} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    const rows = within(screen.getByRole('table', { name: 'Redness score per analysis' })).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Jan 5, 2026' + '50');
    expect(rows[4]).toHaveTextContent('not measured');
  });

  it('says a fall is worse, and handles no measured or no analyses', () => {
    const { rerender } = render(<ScoreTrendChart label="Shine" points={[{ date: '2026-01-05T10:00:00', score: 80 }, { date: '2026-02-05T10:00:00', score: 79 }]} />);
    expect(screen.getByText(/down 1 point \(worse\) since Jan 5, 2026, over 2 analyses\./)).toBeInTheDocument();
    rerender(<ScoreTrendChart label="Spots" points={[{ date: '2026-01-05T10:00:00', score: null }]} />);
    expect(screen.getByText('Spots: not measured in 1 analysis.')).toBeInTheDocument();
    rerender(<ScoreTrendChart label="Spots" points={[]} />);
    expect(screen.getByText('Spots: no analyses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
