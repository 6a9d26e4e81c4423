import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisResult, type SkinAnalysis } from './AnalysisResult';

const analysis: SkinAnalysis = {
  diagnosis: 'Mild acne',
  modelUsed: 'nyansa-local-v1',
  date: new Date(2026, 0, 5, 14, 30),
  confidence: 0.8734,
  recommendations: ['Cleanse twice a day.', 'Apply SPF 50 every day.'],
  parameters: [{ name: 'redness', label: 'Redness', value: 18.4, unit: '%' }],
  products: [{ id: 1, name: 'Sunscreen Cream', description: 'SPF 50', price: 5.99 }],
};

describe('AnalysisResult', () => {
  it('shows diagnosis, model, date and confidence with one decimal', () => {
    render(<AnalysisResult analysis={analysis} />);
    expect(screen.getByRole('heading', { name: 'Mild acne' })).toBeInTheDocument();
    expect(screen.getByText('nyansa-local-v1')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('87.3%')).toBeInTheDocument();
  });

  it('numbers the recommendations in order', () => {
    render(<AnalysisResult analysis={analysis} />);
    const list = screen.getAllByRole('list').find((element) => element.tagName === 'OL');
    if (!list) throw new Error('no numbered list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cleanse twice a day.',
      'Apply SPF 50 every day.',
    ]);
  });

  it('shows measured parameters and recommended products', () => {
    render(<AnalysisResult analysis={analysis} />);
    expect(screen.getByText('Redness')).toBeInTheDocument();
    expect(screen.getByText('18.4 %')).toBeInTheDocument();
    expect(screen.getByText('Sunscreen Cream')).toBeInTheDocument();
    expect(screen.getByText('$5.99')).toBeInTheDocument();
  });

  it('leaves confidence out when the model gives none', () => {
    render(<AnalysisResult analysis={{ ...analysis, confidence: null }} />);
    expect(screen.queryByText('Confidence')).not.toBeInTheDocument();
  });

  it('shows a confidence of 0 as 0.0%, and a date given as text', () => {
    render(<AnalysisResult analysis={{ ...analysis, confidence: 0, date: '2026-03-09T10:00:00' }} />);
    expect(screen.getByText('0.0%')).toBeInTheDocument();
    expect(screen.getByText('Mar 9, 2026')).toBeInTheDocument();
  });

  it('says when there are no recommendations and leaves out empty sections', () => {
    render(<AnalysisResult analysis={{ ...analysis, recommendations: [], parameters: [], products: [] }} />);
    expect(screen.getByText('No recommendations')).toBeInTheDocument();
    expect(screen.queryByText('Measured Parameters')).not.toBeInTheDocument();
    expect(screen.queryByText('Recommended Products')).not.toBeInTheDocument();
  });

  it('opens a recommended product', async () => {
    const onOpenProduct = vi.fn();
    render(<AnalysisResult analysis={analysis} onOpenProduct={onOpenProduct} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sunscreen Cream' }));
    expect(onOpenProduct).toHaveBeenCalledWith(analysis.products?.[0]);
  });
});
