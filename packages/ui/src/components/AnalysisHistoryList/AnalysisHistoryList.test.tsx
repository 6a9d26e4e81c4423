import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisHistoryList } from './AnalysisHistoryList';

describe('AnalysisHistoryList', () => {
  const items = [4, 3, 2, 1].map((id) => ({ id, diagnosis: `Diagnosis ${id}`, date: new Date(2026, 0, id, 12), imageUrl: null }));

  it('shows diagnosis and date, at most the limit', () => {
    render(<AnalysisHistoryList items={items} limit={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Diagnosis 4')).toBeInTheDocument();
    expect(screen.getByText('Jan 4, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Diagnosis 1')).not.toBeInTheDocument();
  });

  it('has an empty state', () => {
    render(<AnalysisHistoryList items={[]} />);
    expect(screen.getByText('No analyses yet')).toBeInTheDocument();
  });

  it('shows a loading text and an error', () => {
    const { rerender } = render(<AnalysisHistoryList items={items} loading />);
    expect(screen.getByText('Loading analyses...')).toBeInTheDocument();
    expect(screen.queryByText('Diagnosis 4')).not.toBeInTheDocument();
    rerender(<AnalysisHistoryList items={items} error="Failed to load history" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load history');
  });

  it('shows each image and confidence, and opens an entry', async () => {
    const onSelect = vi.fn();
    render(<AnalysisHistoryList items={[{ ...items[0]!, imageUrl: '/uploads/1.jpg', confidence: 0.912 }]} onSelect={onSelect} />);
    expect(screen.getByText('Jan 4, 2026 · 91.2%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Diagnosis 4/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });
});
