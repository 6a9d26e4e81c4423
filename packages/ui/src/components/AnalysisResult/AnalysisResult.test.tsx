import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalysisHistoryList } from '../AnalysisHistoryList';
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
});

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
});
