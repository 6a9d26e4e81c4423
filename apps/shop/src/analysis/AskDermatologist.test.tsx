import type { Consultation } from '@nyansa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs, testSubscription } from '../test/account';
import { apiProduct } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const historyItem = { id: 41, image_url: '/uploads/a.jpg', ai_diagnosis: 'Mild acne', analysis_date: '2026-01-05T10:00:00.000Z', confidence: 0.8, consultation: null };

function consultation(change: Partial<Consultation> = {}): Consultation {
  return {
    id: 5,
    analysis_id: 41,
    question: 'Is <b>this</b> serious?',
    intake: null,
    status: 'open',
    created_at: '2026-01-05T11:00:00.000Z',
    due_at: '2026-01-06T11:00:00.000Z',
    overdue: false,
    reply: null,
    ...change,
  };
}

describe('ask a dermatologist', () => {
  it('sends an optional question about an analysis of the history, then shows the request waiting', async () => {
    signInAs(testSubscription('ai_analysis'));
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [historyItem] })),
      http.post('*/api/consultations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'sent', data: consultation() }, { status: 201 });
      }),
    );
    const { user } = renderApp('/SkinAnalysis');
    const review = await screen.findByRole('region', { name: 'Dermatologist review of the chosen analysis' });
    await user.click(await within(review).findByRole('button', { name: 'Ask a dermatologist' }));
    const field = within(review).getByLabelText('Your question for the dermatologist (optional)');
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(within(review).getByRole('button', { name: 'Send to a dermatologist' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent('The question must be at most 1000 characters');
    expect(sent).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Is <b>this</b> serious?');
    await user.click(within(review).getByRole('button', { name: 'Send to a dermatologist' }));
    expect(await within(review).findByText('Waiting for a dermatologist.', { exact: false })).toBeInTheDocument();
    expect(within(review).getByText('Is <b>this</b> serious?')).toBeInTheDocument();
    expect(sent).toEqual([{ analysis_id: 41, question: 'Is <b>this</b> serious?' }]);
    expect(within(review).queryByRole('button', { name: 'Ask a dermatologist' })).toBeNull();
  });

  it('sends the optional intake answers with the question; answers over their limits are refused with their message and nothing is sent', async () => {
    signInAs(testSubscription('ai_analysis'));
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [historyItem] })),
      http.post('*/api/consultations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'sent', data: consultation({ intake: { age_range: '25_34', allergies: 'Nickel' } }) }, { status: 201 });
      }),
    );
    const { user } = renderApp('/SkinAnalysis');
    const review = await screen.findByRole('region', { name: 'Dermatologist review of the chosen analysis' });
    await user.click(await within(review).findByRole('button', { name: 'Ask a dermatologist' }));
    const about = within(review).getByRole('group', { name: 'About you (optional)' });
    await user.selectOptions(within(about).getByLabelText('Age range'), '25 to 34');
    await user.selectOptions(within(about).getByLabelText('Pregnancy or breastfeeding'), 'Breastfeeding');
    const medicines = within(about).getByLabelText('Current medicines');
    await user.click(medicines);
    await user.paste('m'.repeat(501));
    await user.click(within(review).getByRole('button', { name: 'Send to a dermatologist' }));
    expect(await within(about).findByText('Current medicines must be at most 500 characters')).toBeInTheDocument();
    expect(medicines).toHaveAttribute('aria-invalid', 'true');
    expect(medicines).toHaveAccessibleDescription(/Current medicines must be at most 500 characters/);
    expect(sent).toHaveLength(0);

    await user.clear(medicines);
    await user.type(within(about).getByLabelText('Known allergies'), '  Nickel  ');
    await user.click(within(review).getByRole('button', { name: 'Send to a dermatologist' }));
    expect(await within(review).findByText('Waiting for a dermatologist.', { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([{ analysis_id: 41, question: '', intake: { age_range: '25_34', pregnancy: 'breastfeeding', allergies: 'Nickel' } }]);
  });

  it("shows the dermatologist's reply with name, time and suggested products", async () => {
    signInAs(testSubscription('ai_analysis'));
    const reply = { text: 'Use <script>a gentle</script> cleanser.', dermatologist_name: 'Dr Efua Owusu', products: [apiProduct(8, 'Gentle Cleanser')], answered_at: '2026-01-05T15:30:00.000Z' };
    server.use(
      http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [historyItem] })),
      http.get('*/api/consultations', () => HttpResponse.json({ success: true, data: [consultation({ status: 'answered', reply })] })),
    );
    renderApp('/SkinAnalysis');
    const answer = await screen.findByRole('article', { name: 'Reply from Dr Efua Owusu' });
    expect(within(answer).getByText('Use <script>a gentle</script> cleanser.')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'Gentle Cleanser' })).toHaveAttribute('href', '/products/8');
    // Answered: a new question may be asked.
    expect(screen.getByRole('button', { name: 'Ask a dermatologist' })).toBeInTheDocument();
  });

  it("shows the server's reason when a request is already open (asked from another tab)", async () => {
    signInAs(testSubscription('ai_analysis'));
    server.use(
      http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [historyItem] })),
      http.post('*/api/consultations', () =>
        HttpResponse.json({ success: false, message: 'A dermatologist request is already open for this analysis' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/SkinAnalysis');
    const review = await screen.findByRole('region', { name: 'Dermatologist review of the chosen analysis' });
    await user.click(await within(review).findByRole('button', { name: 'Ask a dermatologist' }));
    await user.click(within(review).getByRole('button', { name: 'Send to a dermatologist' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent('A dermatologist request is already open for this analysis');
  });

  it('tells a shopper without the plan where to get it', async () => {
    signInAs(testSubscription('premium'));
    server.use(http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [historyItem] })));
    renderApp('/SkinAnalysis');
    const review = await screen.findByRole('region', { name: 'Dermatologist review of the chosen analysis' });
    await waitFor(() => expect(within(review).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscriptions'));
    expect(within(review).queryByRole('button', { name: 'Ask a dermatologist' })).toBeNull();
  });
});
