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
      // Claimed by me, the request shows the patient's history at once.
      http.get('*/api/clinic/consultations/1', () => HttpResponse.json({ success: true, data: { ...queue[0]!, history: { analyses: [], consultations: [] } } })),
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
    expect(await within(first).findByText('No earlier requests or other analyses from this patient.')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Show the patient history' })).toBeNull();
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

  it("reads as a clinician's record: the question and the patient's answers first, the photo zoomable, the patient's history on demand", async () => {
    signInAs();
    const item = queueItem(7, { question: 'Is it safe while breastfeeding?', intake: { age_range: '25_34', skin_type: 'sensitive', pregnancy: 'breastfeeding', medicines: 'Isotretinoin 20 mg' } });
    const detailCalls: string[] = [];
    server.use(
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: dermatologist })),
      http.get('*/api/products', () => HttpResponse.json(productList([]))),
      http.get('*/api/clinic/queue', () => HttpResponse.json({ success: true, data: [item] })),
      http.get('*/api/clinic/consultations/7', ({ request }) => {
        detailCalls.push(request.url);
        return HttpResponse.json({
          success: true,
          data: {
            ...item,
            history: {
              analyses: [{ id: 2, analysed_at: '2025-12-01T10:00:00.000Z', result: 'Dry skin' }],
              consultations: [
                { id: 3, analysis_id: 2, question: 'Why so dry?', intake: { skin_type: 'dry' }, status: 'answered', created_at: '2025-12-01T11:00:00.000Z', reply: { text: 'Use a richer cream.', dermatologist_name: 'Dr Yaw', answered_at: '2025-12-01T15:00:00.000Z' } },
              ],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/clinic');
    const request = await screen.findByRole('article', { name: 'Request 7' });
    const answers = within(request).getByRole('region', { name: "The patient's answers" });
    expect(within(answers).getAllByRole('term').map((term) => term.textContent)).toEqual(['Age range', 'Skin type', 'Pregnancy or breastfeeding', 'Current medicines']);
    expect(within(answers).getAllByRole('definition').map((value) => value.textContent)).toEqual(['25 to 34', 'Sensitive', 'Breastfeeding', 'Isotretinoin 20 mg']);
    // The question and the answers come before the photo and the analysis.
    const question = within(request).getByText('Is it safe while breastfeeding?');
    const photo = within(request).getByRole('img', { name: "The customer's face, request 7" });
    expect(question.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(answers.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(request).getByRole('button', { name: 'Enlarge photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of request 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('150%');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Not claimed by me: the history is read when asked for, not before.
    expect(detailCalls).toHaveLength(0);
    const show = within(request).getByRole('button', { name: 'Show the patient history' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const history = await within(request).findByRole('region', { name: 'Earlier requests and analyses' });
    const earlier = within(history).getByRole('article', { name: 'Request 3' });
    expect(earlier).toHaveTextContent('Why so dry?');
    expect(earlier).toHaveTextContent('Use a richer cream.');
    expect(earlier).toHaveTextContent('about the analysis of');
    expect(within(history).getByText('Dry skin')).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Hide the patient history' })).toHaveAttribute('aria-expanded', 'true');
    expect(detailCalls).toHaveLength(1);
  });

  it('lists the answered requests in their own tab, a page at a time', async () => {
    signInAs();
    const pages: string[] = [];
    const answered = (id: number) => queueItem(id, { status: 'answered', question: `Question ${id}`, reply: { text: `Answer ${id}`, dermatologist_name: 'Ama Mensah', answered_at: '2026-01-06T10:00:00.000Z', products: [{ id: 8, name: 'Gentle Cleanser' }] } });
    server.use(
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: dermatologist })),
      http.get('*/api/products', () => HttpResponse.json(productList([]))),
      http.get('*/api/clinic/queue', () => HttpResponse.json({ success: true, data: [] })),
      http.get('*/api/clinic/answered', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        pages.push(String(page));
        return HttpResponse.json({ success: true, data: page === 1 ? [answered(9), answered(8)] : [answered(4)], pagination: { page, limit: 2, total: 3, total_pages: 2, has_more: page < 2 } });
      }),
    );
    const { user } = renderApp('/clinic');
    expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Answered' }));
    const first = await screen.findByRole('article', { name: 'Request 9' });
    expect(within(first).getByRole('region', { name: 'Your reply' })).toHaveTextContent('Answer 9');
    expect(within(first).getByRole('link', { name: 'Gentle Cleanser' })).toHaveAttribute('href', '/products/8');
    const pager = screen.getByRole('navigation', { name: 'Answered requests pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Request 4' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Request 9' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages).toEqual(['1', '2']);
  });

  it('offers the Clinic in the header to dermatologists only', async () => {
    signInAs();
    server.use(http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: dermatologist })));
    renderApp('/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Clinic' })).toHaveAttribute('href', '/clinic');
  });

  it('shows no Clinic link to a shopper', async () => {
    signInAs();
    renderApp('/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(main).getByRole('link', { name: 'Shop' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(main).queryByRole('link', { name: 'Clinic' })).toBeNull();
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
