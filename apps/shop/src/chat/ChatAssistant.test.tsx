import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs, testSubscription } from '../test/account';
import { apiProduct } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { readReply } from '../data/useChat';
import { mentionsSkinConcern } from './assistant';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'face.jpg', { type: 'image/jpeg' });

async function openChat(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open chat assistant' }));
  return within(await screen.findByRole('dialog'));
}

describe('chat assistant', () => {
  it('recognises every skin-concern word, in any case', () => {
    for (const word of ['skin', 'Analyze', 'analysis', 'condition', 'problem', 'issue', 'ACNE', 'eczema', 'dermatologist']) {
      expect(mentionsSkinConcern(`I have a question about ${word} today`)).toBe(true);
    }
    expect(mentionsSkinConcern('Which lip balm do you sell?')).toBe(false);
  });

  it("shows the assistant's markdown links as their words, and the shop's pages it names as links", () => {
    expect(readReply('Try [Sunscreen Cream](/products/26), $5.99, or [Lip Scrub](/products/6). See [Paystack](https://paystack.com).')).toEqual({
      content: 'Try Sunscreen Cream, $5.99, or Lip Scrub. See Paystack.',
      links: [
        { label: 'Sunscreen Cream', href: '/products/26' },
        { label: 'Lip Scrub', href: '/products/6' },
      ],
    });
    expect(readReply('Use [brackets] and (parentheses) freely.')).toEqual({ content: 'Use [brackets] and (parentheses) freely.', links: [] });
    // The products the answer carries are linked too, once each.
    expect(readReply('Try [Body Butter](/products/5).', [{ product_id: 5, product_name: 'Body Butter' }, { product_id: 9, product_name: 'Shea Cream' }]).links).toEqual([
      { label: 'Body Butter', href: '/products/5' },
      { label: 'Shea Cream', href: '/products/9' },
    ]);
  });

  it('invites a visitor and asks for login', async () => {
    const { user, path } = renderApp('/about');
    expect(await screen.findByText('Need help? Try our AI assistant!')).toBeInTheDocument();
    const panel = await openChat(user);
    expect(panel.getByText('Please log in to access all features.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(path()).toBe('/login?redirect=/about'));
  });

  it("shows a dermatologist's replies in the conversation's history", async () => {
    signInAs(testSubscription('premium'));
    const reply = { text: 'Keep using <b>sunscreen</b>.', dermatologist_name: 'Dr Efua Owusu', products: [apiProduct(26, 'Sunscreen Cream')], answered_at: '2026-01-05T15:30:00.000Z' };
    server.use(
      http.get('*/api/consultations', () =>
        HttpResponse.json({
          success: true,
          data: [
            { id: 5, analysis_id: 41, question: '', intake: null, status: 'answered', created_at: '2026-01-05T11:00:00.000Z', due_at: '2026-01-06T11:00:00.000Z', overdue: false, reply },
            { id: 4, analysis_id: 40, question: 'Still waiting', intake: null, status: 'open', created_at: '2026-01-04T11:00:00.000Z', due_at: '2026-01-05T11:00:00.000Z', overdue: true, reply: null },
          ],
        }),
      ),
    );
    const { user } = renderApp('/about');
    const panel = await openChat(user);
    expect(await panel.findByText(/Dermatologist Dr Efua Owusu replied to your request about an analysis:\s+Keep using <b>sunscreen<\/b>\./)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Sunscreen Cream' })).toHaveAttribute('href', '/products/26');
    expect(panel.queryByText(/Still waiting/)).toBeNull();
  });

  it('sends a message to the chat service for a user without AI access and offers the upgrade', async () => {
    signInAs(testSubscription('premium'));
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/chatbot/message', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, type: 'bot', content: 'Try our Vitamin C Serum for dull skin.' });
      }),
    );
    const { user, path } = renderApp('/about');
    const panel = await openChat(user);
    expect(panel.queryByText(/View Analysis History/)).not.toBeInTheDocument();
    await user.type(panel.getByRole('textbox', { name: 'Message' }), 'My skin looks dull');
    await user.click(panel.getByRole('button', { name: 'Send' }));
    expect(await panel.findByText('Try our Vitamin C Serum for dull skin.')).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'My skin looks dull' }]);
    const times = panel.getAllByText(/^\d{2}:\d{2}$/);
    expect(times).toHaveLength(2);
    await user.click(panel.getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('links the products an answer recommends; following one opens its page and closes the chat', async () => {
    signInAs(testSubscription('premium'));
    server.use(
      http.post('*/api/chatbot/message', () =>
        HttpResponse.json({ success: true, type: 'bot', content: 'For chapped lips try [Pink Lip Balm](/products/4).', products: [apiProduct(4, 'Pink Lip Balm')] }),
      ),
    );
    const { user, path } = renderApp('/about');
    const panel = await openChat(user);
    await user.type(panel.getByRole('textbox', { name: 'Message' }), 'something for chapped lips');
    await user.click(panel.getByRole('button', { name: 'Send' }));
    expect(await panel.findByText('For chapped lips try Pink Lip Balm.')).toBeInTheDocument();
    await user.click(panel.getByRole('link', { name: 'Pink Lip Balm' }));
    await waitFor(() => expect(path()).toBe('/products/4'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })],
    ['answers nothing', () => HttpResponse.json({ success: true, type: 'bot', content: '  ' })],
  ])('apologises when the chat service %s', async (_what, answer) => {
    signInAs();
    server.use(http.post('*/api/chatbot/message', answer));
    const { user } = renderApp('/about');
    const panel = await openChat(user);
    await user.type(panel.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(panel.getByRole('button', { name: 'Send' }));
    expect(await panel.findByText('I apologize, but I encountered an error. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to get response')).toBeInTheDocument();
  });

  it('waits for the plan when an AI user writes before it has loaded', async () => {
    signInAs();
    let chatCalls = 0;
    let answerPlan = () => {};
    const planAnswered = new Promise<void>((resolve) => (answerPlan = resolve));
    server.use(
      http.get('*/api/subscription/current', async () => {
        await planAnswered;
        return HttpResponse.json({ success: true, subscription: testSubscription('ai_analysis') });
      }),
      http.post('*/api/chatbot/message', () => (chatCalls++, HttpResponse.json({ success: true, type: 'bot', content: 'x' }))),
    );
    const { user } = renderApp('/about');
    const panel = await openChat(user);
    await user.type(panel.getByRole('textbox', { name: 'Message' }), 'Can you analyze my skin?');
    await user.click(panel.getByRole('button', { name: 'Send' }));
    answerPlan();
    expect(await panel.findByText(/Upload a clear, well-lit photo of your face/)).toBeInTheDocument();
    // The question is still answered, below the photo prompt.
    expect(await panel.findByText('x')).toBeInTheDocument();
    expect(chatCalls).toBe(1);
  });

  it('asks an AI user for a photo on a skin concern, then analyses it in the chat', async () => {
    signInAs(testSubscription('ai_analysis'));
    let chatCalls = 0;
    let analyses = 0;
    server.use(
      http.get('*/api/ml/history', () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 1, image_url: '/uploads/a1.jpg', ai_diagnosis: 'Dry skin', analysis_date: '2026-01-01T10:00:00.000Z' }],
        }),
      ),
      http.post('*/api/chatbot/message', () => (chatCalls++, HttpResponse.json({ success: true, type: 'bot', content: 'For acne, try our Clarifying Gel.' }))),
      http.post('*/api/ml/analyze', () => {
        analyses++;
        if (analyses === 1) return HttpResponse.json({ success: false, message: 'No face found.' }, { status: 422 });
        return HttpResponse.json({
          success: true,
          analysis: { result: 'Mild acne', model_used: 'nyansa-local-1', timestamp: '2026-01-05T10:00:00.000Z', confidence: 0.9 },
          recommendations: ['Cleanse twice a day'],
        });
      }),
    );
    const { user } = renderApp('/about');
    const panel = await openChat(user);
    expect(await panel.findByRole('link', { name: 'View Analysis History (1)' })).toHaveAttribute('href', '/skin-analysis');
    expect(panel.queryByText('Upload Photo')).not.toBeInTheDocument();

    await user.type(panel.getByRole('textbox', { name: 'Message' }), 'I have acne on my cheeks');
    await user.click(panel.getByRole('button', { name: 'Send' }));
    const prompt = await panel.findByText(/Upload a clear, well-lit photo of your face/);
    expect(panel.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    const answer = await panel.findByText('For acne, try our Clarifying Gel.');
    expect(prompt.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chatCalls).toBe(1);

    await user.upload(panel.getByLabelText('Choose photo'), photo());
    expect(
      await panel.findByText('Sorry, I encountered an error while analyzing your skin. Please try again with a clearer image.'),
    ).toBeInTheDocument();

    await user.upload(panel.getByLabelText('Choose photo'), photo());
    const result = await panel.findByText(/^Skin analysis result: Mild acne/);
    expect(result.textContent).toContain('Skin analysis result: Mild acne (confidence 90.0%)');
    expect(result.textContent).toContain('1. Cleanse twice a day');
    expect(panel.getAllByRole('img', { name: 'Uploaded photo' })).toHaveLength(2);
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument());
  });
});
