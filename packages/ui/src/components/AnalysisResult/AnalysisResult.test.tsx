import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisResult, SCORES_CHECKED_TEXT, type SkinAnalysis } from './AnalysisResult';

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

describe('AnalysisResult with scores and a face map', () => {
  const scored: SkinAnalysis = {
    ...analysis,
    diagnosis: 'Some redness on the cheeks. Your skin tone is intermediate. Spots were not measured.',
    headline: 'Some redness on the cheeks.',
    modelUsed: 'Nyansa Skin 1.1, on-device model',
    modelDetail: 'SSD MobileNet v1 face detector on TensorFlow.js 4.22.',
    parameterCount: 17,
    faceMap: { imageUrl: 'face.png', imageWidth: 100, imageHeight: 100, regions: [{ id: 'nose', label: 'Nose', polygon: [[1, 1], [9, 1], [5, 9]], score: 40 }] },
    concerns: [{ id: 'redness', label: 'Redness score', score: 58, explanation: 'How much redness shows.' }],
    skinTone: { category: 'intermediate', explanation: 'Your tone group.' },
  };

  it('heads with the one-sentence headline and keeps the rest as body text', () => {
    render(<AnalysisResult analysis={scored} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Some redness on the cheeks\.$/);
    expect(screen.getByText('Your skin tone is intermediate. Spots were not measured.')).toBeInTheDocument();
    expect(screen.getByText('17 skin parameters measured on this photo.')).toBeInTheDocument();
  });

  it('names the model plainly and keeps its technical detail in a disclosure', async () => {
    render(<AnalysisResult analysis={scored} />);
    expect(screen.getByText('Nyansa Skin 1.1, on-device model')).toBeInTheDocument();
    expect(screen.queryByText(/TensorFlow/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'About the model' }));
    expect(screen.getByText(/TensorFlow/)).toBeInTheDocument();
  });

  it('composes the face map and the score cards, with the raw values behind a disclosure', async () => {
    render(<AnalysisResult analysis={scored} />);
    expect(screen.getByRole('button', { name: 'Nose: 40 out of 100, needs care' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redness score' })).toBeInTheDocument();
    expect(screen.getByText('intermediate')).toBeInTheDocument();
    expect(screen.queryByText('18.4 %')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All measured values' }));
    expect(screen.getByText('18.4 %')).toBeInTheDocument();
  });

  it('says with the scores what they were checked against and that there is no clinical validation yet', () => {
    render(<AnalysisResult analysis={scored} />);
    expect(screen.getByText(SCORES_CHECKED_TEXT)).toBeInTheDocument();
    expect(SCORES_CHECKED_TEXT).toContain('There is no clinical validation yet');
  });

  it('leaves that note out for an analysis without scores', () => {
    render(<AnalysisResult analysis={analysis} />);
    expect(screen.queryByText(/clinical validation/)).not.toBeInTheDocument();
  });

  it('adds a recommended product to the cart', async () => {
    const onAddToCart = vi.fn();
    render(<AnalysisResult analysis={scored} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Sunscreen Cream' }));
    expect(onAddToCart).toHaveBeenCalledWith(scored.products?.[0]);
  });

  it('shows no Add to Cart without a handler', () => {
    render(<AnalysisResult analysis={scored} />);
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
  });
});
