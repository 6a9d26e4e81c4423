import type { AnalysisHistoryItem } from '@nyansa/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs, testSubscription } from '../test/account';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { SKIN_TONE_UNMEASURED, toAnalysisView, toCompared, toTrends, TREND_LENGTH } from './analysisView';
import { AnalysisProgress } from './components/AnalysisProgress';

const base = {
  analysis: {
    result: 'Some redness on the cheeks. Your skin tone is tan.',
    model_used: 'nyansa-skin 1.1 (face-api 1.7.15 ssd_mobilenetv1 + landmark68, tfjs-wasm 4.22.0)',
    timestamp: '2026-01-05T10:00:00.000Z',
    confidence: 0.9,
    parameters: { redness_nose: { value: 18.4, unit: 'a*', label: 'Redness, nose' }, t_zone_shine: { value: 2, unit: '%', label: 'Shine, T-zone' } },
  },
  recommendations: ['Apply SPF 50 every day.'],
};

// As the API sends an analysis with scores.
const scored = {
  ...base,
  analysis: {
    ...base.analysis,
    headline: 'Some redness on the cheeks.',
    parameter_count: 17,
    image: { width: 600, height: 800 },
    regions: [{ name: 'nose', label: 'Nose', polygon: [[1, 2], [3, 4], [5, 6]], score: 40, area_cm2: 3.1, measures: [{ parameter: 'redness_nose', label: 'Redness', value: 18.4, unit: 'a*', concern: 'redness', score: 40 }] }],
    scores: {
      texture: { label: 'Texture', score: null, level: null, verdict: null, explanation: 'How smooth.', method: 'Lightness detail.', measured: null, reason: 'The face is too small in the photo for texture: move closer.', reason_code: 'face-too-small' },
      redness: { label: 'Redness', score: 40, level: 'some', verdict: 'Some redness.', explanation: 'How much redness.', method: 'Median a*.', measured: { parameter: 'redness_nose', value: 18.4, unit: 'a*' } },
      ...Object.fromEntries(
        ['evenness', 'shine', 'dark_circles', 'spots', 'blemishes'].map((id) => [id, { label: id, score: 90, level: 'good', verdict: 'Fine.', explanation: `About ${id}.`, method: 'Measured.', measured: null }]),
      ),
    },
    skin_tone: null,
    model: { name: 'Nyansa Skin 1.1, on-device model', version: '1.1', detail: 'face-api on TensorFlow.js, on this server.' },
  },
} as unknown as Parameters<typeof toAnalysisView>[0];

const historyItem = (id: number, day: number, scores: Record<string, number | null> | null): AnalysisHistoryItem =>
  ({ id, image_url: `/uploads/${id}.jpg`, ai_diagnosis: `Diagnosis ${id}`, analysis_date: new Date(Date.UTC(2026, 0, day, 10)).toISOString(), headline: `Headline ${id}.`, scores });

describe('the analysis view mapping', () => {
  it('keeps an answer without scores as it was, counting the parameters it reports', () => {
    const view = toAnalysisView(base, 'blob:photo');
    expect(view).toMatchObject({ diagnosis: base.analysis.result, headline: null, modelUsed: base.analysis.model_used, modelDetail: null, parameterCount: 2, faceMap: null });
    expect(view.concerns).toBeUndefined();
    expect(view.skinTone).toBeUndefined();
  });

  it('maps headline, model, face map, scores in concern order and a missing skin tone', () => {
    const view = toAnalysisView(scored, 'blob:photo');
    expect(view.headline).toBe('Some redness on the cheeks.');
    expect(view.modelUsed).toBe('Nyansa Skin 1.1, on-device model');
    expect(view.modelDetail).toBe('face-api on TensorFlow.js, on this server.');
    expect(view.parameterCount).toBe(17);
    expect(view.faceMap).toEqual({
      imageUrl: 'blob:photo',
      imageWidth: 600,
      imageHeight: 800,
      regions: [{ id: 'nose', label: 'Nose', polygon: [[1, 2], [3, 4], [5, 6]], score: 40, measures: [{ label: 'Redness', value: 18.4, unit: 'a*', score: 40 }] }],
    });
    expect(view.concerns?.map((concern) => [concern.id, concern.score, concern.reason])).toEqual([
      ['evenness', 90, null],
      ['redness', 40, null],
      ['shine', 90, null],
      ['dark_circles', 90, null],
      ['spots', 90, null],
      ['blemishes', 90, null],
      ['texture', null, 'The face is too small in the photo for texture: move closer.'],
    ]);
    expect(view.skinTone).toBeNull();
    expect(view.skinToneReason).toBe(SKIN_TONE_UNMEASURED);
    expect(toAnalysisView(scored, null).faceMap).toBeNull();
  });

  it('builds trends from the latest scored analyses, oldest first, leaving out those stored before scores', () => {
    const items = [historyItem(99, 1, null), ...Array.from({ length: 14 }, (_, index) => historyItem(index + 1, index + 2, { redness: 40 + index, spots: index === 13 ? null : 70 }))].reverse();
    const redness = toTrends(items).find((trend) => trend.id === 'redness')!;
    expect(redness.points).toHaveLength(TREND_LENGTH);
    expect(redness.points[0]!.score).toBe(42);
    expect(redness.points.at(-1)!.score).toBe(53);
    expect(toTrends(items).find((trend) => trend.id === 'spots')!.points.at(-1)!.score).toBeNull();
    expect(toTrends(items).find((trend) => trend.id === 'texture')!.points.every((point) => point.score === null)).toBe(true);
    expect(toCompared(items[0]!)).toEqual({ date: items[0]!.analysis_date, imageUrl: '/uploads/14.jpg', headline: 'Headline 14.', scores: { redness: 53, spots: null } });
  });
});

describe('AnalysisProgress', () => {
  const items = [historyItem(3, 20, { redness: 60, shine: 70 }), historyItem(2, 10, { redness: 50, shine: 75 }), historyItem(1, 5, { redness: 45, shine: 80 })];

  it('shows nothing until two analyses have scores', () => {
    const { container } = render(<AnalysisProgress items={[items[0]!, historyItem(9, 1, null)]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws a trend per concern and compares the latest analysis with the one before, or any two chosen', async () => {
    render(<AnalysisProgress items={items} />);
    expect(screen.getByRole('heading', { name: 'Your progress' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Redness score over time' })).toHaveAccessibleDescription(/up 15 points \(better\).*over 3 analyses/);
    const table = () => within(screen.getByRole('region', { name: 'Two analyses side by side' })).getByRole('table');
    expect(within(table()).getByRole('row', { name: /^Redness/ })).toHaveTextContent('+10, better');
    await userEvent.selectOptions(screen.getByLabelText('Before'), '1');
    expect(within(table()).getByRole('row', { name: /^Redness/ })).toHaveTextContent('+15, better');
    expect(within(table()).getByRole('row', { name: /^Shine/ })).toHaveTextContent('−10, worse');
  });
});

describe('the analysis page with scores', () => {
  it('shows the answer through the contract: headline, face map on the photo, score cards and the count', async () => {
    signInAs(testSubscription('ai_analysis'));
    server.use(
      http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [] })),
      http.post('*/api/ml/analyze', () => HttpResponse.json({ success: true, ...scored })),
    );
    renderApp('/skin-analysis');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose image file'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Skin' }));
    const result = await screen.findByRole('region', { name: 'Analysis result' });
    expect(within(result).getByRole('heading', { name: 'Some redness on the cheeks.' })).toBeInTheDocument();
    expect(within(result).getByText('Nyansa Skin 1.1, on-device model')).toBeInTheDocument();
    expect(within(result).getByText('17 skin parameters measured on this photo.')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Nose: 40 out of 100, needs care' })).toBeInTheDocument();
    expect(within(result).getByText('The face is too small in the photo for texture: move closer.')).toBeInTheDocument();
    expect(within(result).getByText(SKIN_TONE_UNMEASURED)).toBeInTheDocument();
  });
});
