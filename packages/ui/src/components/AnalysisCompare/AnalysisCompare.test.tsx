import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalysisCompare } from './AnalysisCompare';

const concerns = [
  { id: 'redness', label: 'Redness' },
  { id: 'shine', label: 'Shine' },
  { id: 'spots', label: 'Dark spots' },
  { id: 'texture', label: 'Texture' },
];
const before = { date: new Date(2026, 0, 5), imageUrl: 'before.png', headline: 'Some redness.', scores: { redness: 50, shine: 80, spots: null, texture: 70 } };
const after = { date: new Date(2026, 2, 9), imageUrl: 'after.png', headline: 'Little redness.', scores: { redness: 58, shine: 77, spots: 90, texture: 70 } };

const row = (name: string) => within(screen.getByRole('table')).getByRole('row', { name: new RegExp(`^${name}`) });

describe('AnalysisCompare', () => {
  it('shows both photos with their dates and findings', () => {
    render(<AnalysisCompare before={before} after={after} concerns={concerns} />);
    expect(screen.getByRole('img', { name: 'Photo of Jan 5, 2026' })).toHaveAttribute('src', 'before.png');
    expect(screen.getByRole('img', { name: 'Photo of Mar 9, 2026' })).toHaveAttribute('src', 'after.png');
    expect(screen.getByText('Some redness.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'After: Mar 9, 2026' })).toBeInTheDocument();
  });

  it('gives each score and its change in signs and words', () => {
    render(<AnalysisCompare before={before} after={after} concerns={concerns} />);
    expect(row('Redness')).toHaveTextContent('Redness50 (needs care)58 (needs care)+8, better');
    expect(row('Shine')).toHaveTextContent('Shine80 (good)77 (fair)−3, worse');
    expect(row('Texture')).toHaveTextContent('no change');
    expect(row('Dark spots')).toHaveTextContent('Dark spotsnot measured90 (good)no comparison');
  });
});
