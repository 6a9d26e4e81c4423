import type { ClinicQueueItem } from '@nyansa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { apiProduct, productList, testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { timeLeftText } from './timeLeft';

const dermatologist = { ...testUser, role: 'dermatologist' as const };

function queueItem(id: number, change: Partial<ClinicQueueItem> = {}): ClinicQueueItem {
  return {
    id,
    status: 'open',
    analysis: { image_url: `/api/uploads/${id}.jpg?sig=x`, parameters: { shine: { value: 42.5, unit: '%', label: 'Shine' } }, result: 'Mild acne', analysed_at: '2026-01-05T10:00:00.000Z' },
    question: 'Is <img src=x onerror=alert(1)> bad?',
    intake: null,
    created_at: '2026-01-05T10:00:00.000Z',
    due_at: new Date(Date.now() + 5 * 3_600_000 + 12 * 60_000 + 20_000).toISOString(),
    overdue: false,
    claimed_by: null,
    claimed_at: null,
    reply: null,
    ...change,
  };
}

describe('clinic', () => {
  it('counts the time left of the 24 hours', () => {
    const now = Date.parse('2026-01-05T10:00:00.000Z');
    expect(timeLeftText('2026-01-05T15:12:00.000Z', now)).toBe('5 h 12 min left');
    expect(timeLeftText('2026-01-05T09:40:00.000Z', now)).toBe('Overdue by 20 min');
  });

  it('is for dermatologists only', async () => {
    signInAs();
    renderApp('/clinic');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('shows the queue; a dermatologist claims a request, replies with a product, and it leaves the queue', async () => {
    signInAs();
    let queue = [queueItem(1), queueItem(2, { overdue: true, due_at: '2026-01-01T00:00:00.000Z', claimed_by: { id: 99, name: 'Dr Kofi' }, status: 'claimed' })];
    const replies: unknown[] = [];
    server.use(
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: dermatologist })),
      http.get('*/api/products', () => HttpResponse.json(productList([apiProduct(8, 'Gentle Cleanser')]))),
      http.get('*/api/clinic/queue', () => HttpResponse.json({ success: true, data: queue })),
      http.post('*/api/clinic/consultations/1/claim', () => {
        queue = [{ ...queue[0]!, status: 'claimed', claimed_by: { id: dermatologist.id, name: 'Ama Mensah' } }, queue[1]!];
        return HttpResponse.json({ success: true, message: 'Request claimed', data: queue[0] });
      }),
      http.post('*/api/clinic/consultations/1/reply', async ({ request }) => {
        replies.push(await request.json());
        queue = queue.slice(1);
        return HttpResponse.json({ success: true, message: 'Reply sent', data: { id: 1, analysis_id: 3, question: '', status: 'answered', created_at: '2026-01-05T10:00:00.000Z', due_at: '2026-01-06T10:00:00.000Z', overdue: false, reply: null } });
      }),
    );
    const { user } = renderApp('/clinic');
    const first = await screen.findByRole('article', { name: 'Request 1' });
    const second = screen.getByRole('article', { name: 'Request 2' });
    expect(within(first).getByText('5 h 12 min left')).toBeInTheDocument();
    expect(within(first).getByText('Is <img src=x onerror=alert(1)> bad?')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: "The customer's face, request 1" })).toHaveAttribute('src', '/api/uploads/1.jpg?sig=x');
    expect(within(first).getByText('Shine')).toBeInTheDocument();
    expect(within(second).getByText('Overdue')).toBeInTheDocument();
    expect(within(second).getByText(/claimed by Dr Kofi/)).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Claim' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Claim' }));
    const form = await within(first).findByRole('form', { name: 'Reply to request 1' });
    await user.click(within(form).getByRole('button', { name: 'Send Reply' }));
    expect(await within(form).findByText('Please write a reply')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your reply'), 'Use a gentle cleanser.');
    await user.click(await within(form).findByRole('checkbox', { name: 'Gentle Cleanser' }));
    await user.click(within(form).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Request 1' })).toBeNull());
    expect(replies).toEqual([{ reply: 'Use a gentle cleanser.', product_ids: [8] }]);
  });

  it('shows the headline, the concern scores and the skin tone the shopper saw, and the parameters of an analysis stored before scores', async () => {
    signInAs();
    const concern = (label: string, score: number | null) => ({
      label,
      score,
      explanation: `How much ${label.toLowerCase()} shows.`,
      verdict: score === null ? null : `${label}: fine.`,
      method: 'Measured on the cheeks.',
      measured: null,
      ...(score === null ? { reason: `The face is too small in the photo for ${label.toLowerCase()}: move closer.`, reason_code: 'face-too-small' as const } : {}),
    });
    const scored = queueItem(3, {
      analysis: {
        image_url: '/api/uploads/3.jpg?sig=x',
        parameters: { shine: { value: 42.5, unit: '%', label: 'Shine' } },
        result: 'Some redness on the cheeks. Keep using a gentle cleanser.',
        analysed_at: '2026-01-05T10:00:00.000Z',
        headline: 'Some redness on the cheeks.',
        scores: {
          evenness: concern('Evenness', 81),
          redness: concern('Redness', 42),
          shine: concern('Shine', 90),
          dark_circles: concern('Dark circles', 77),
          spots: concern('Dark spots', null),
          blemishes: concern('Blemishes', 95),
          texture: concern('Texture', 68),
        },
        skin_tone: { ita: 12.5, category: 'tan', label: 'Skin tone', explanation: 'Your skin tone group.', method: 'ITA from L* and b*.' },
      },
    });
    server.use(
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: dermatologist })),
      http.get('*/api/products', () => HttpResponse.json(productList([]))),
      http.get('*/api/clinic/queue', () => HttpResponse.json({ success: true, data: [queueItem(1), scored] })),
    );
    renderApp('/clinic');
    const request = await screen.findByRole('article', { name: 'Request 3' });
    expect(within(request).getByText('Some redness on the cheeks.')).toBeInTheDocument();
    expect(within(request).getByText('Keep using a gentle cleanser.')).toBeInTheDocument();
    // The scores as a compact table, one row a concern: no shopper score cards.
    const scores = within(request).getByRole('table', { name: 'Skin scores' });
    const redness = within(scores).getByRole('row', { name: /^Redness/ });
    expect(within(redness).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['42', 'Needs care', 'Redness: fine.']);
    expect(within(scores).getByRole('row', { name: /^Dark spots/ })).toHaveTextContent('The face is too small in the photo for dark spots: move closer.');
    expect(within(scores).getByRole('row', { name: /^Skin tone/ })).toHaveTextContent('tan');
    expect(within(request).queryByRole('region', { name: 'Skin scores' })).toBeNull();
    expect(within(request).queryByRole('heading', { name: 'Measured parameters' })).toBeNull();
    // An analysis stored before scores: its measured parameters.
    const old = screen.getByRole('article', { name: 'Request 1' });
    expect(within(old).queryByRole('table', { name: 'Skin scores' })).toBeNull();
    expect(within(old).getByRole('heading', { name: 'Measured parameters' })).toBeInTheDocument();
    expect(within(old).getByText('Shine')).toBeInTheDocument();
  });

  it('shows a clear message when the server refuses (403)', async () => {
    signInAs();
    server.use(
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: dermatologist })),
      http.get('*/api/products', () => HttpResponse.json(productList([]))),
      http.get('*/api/clinic/queue', () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 })),
    );
    renderApp('/clinic');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this. Your role may have changed: ask an admin.');
  });
});
