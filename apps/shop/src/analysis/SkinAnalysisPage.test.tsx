import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs, testSubscription } from '../test/account';
import { normalizeProduct } from '@nyansa/api-client';
import { toSkinAnalysis } from '../data/useAnalyses';
import { apiProduct, emptyCart } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'face.jpg', { type: 'image/jpeg' });

const analysisAnswer = {
  success: true,
  analysis: {
    result: 'Mild acne',
    model_used: 'nyansa-local-1',
    timestamp: '2026-01-05T10:00:00.000Z',
    confidence: 0.873,
    parameters: { shine: { value: 42.5, unit: '%', label: 'Shine' } },
  },
  recommendations: ['Cleanse twice a day', 'Use a non-comedogenic moisturiser'],
  products: [apiProduct(8, 'Clarifying Gel Cleanser')],
};

// The shop's own check runs, not the browser's accept filter, so a text file reaches the page.
const setup = () => userEvent.setup({ applyAccept: false });

describe('skin analysis page', () => {
  it("asks a visitor to 'Login to Continue' on both paths", async () => {
    const { path } = renderApp('/SkinAnalysis');
    const button = await screen.findByRole('button', { name: 'Login to Continue' });
    // Before any upload a visitor learns which plan the analysis needs.
    expect(screen.getByText(/The analysis comes with the AI \+ Dermatologist plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
    await setup().click(button);
    await waitFor(() => expect(path()).toBe('/login?redirect=/SkinAnalysis'));
  });

  it('shows the validation messages and the upgrade message on 403', async () => {
    signInAs(testSubscription('premium'));
    let calls = 0;
    server.use(
      http.post('*/api/ml/analyze', () => {
        calls++;
        return HttpResponse.json({ success: false, message: 'Please upgrade to access AI skin analysis' }, { status: 403 });
      }),
    );
    renderApp('/skin-analysis');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Analyze Skin' }));
    expect(await screen.findByText('Please select an image first')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose image file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.upload(screen.getByLabelText('Choose image file'), photo());
    expect(await screen.findByRole('img', { name: 'Selected photo preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyze Skin' }));
    const main = within(screen.getByRole('main'));
    await waitFor(() => expect(calls).toBe(1));
    expect(await screen.findAllByText('Please upgrade to access AI skin analysis')).not.toHaveLength(0);
    expect(main.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard');

    await user.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(screen.queryByRole('img', { name: 'Selected photo preview' })).not.toBeInTheDocument();
  });

  it('analyses a dropped-in photo and shows the result and the history', async () => {
    signInAs(testSubscription('ai_analysis'));
    let history: unknown[] = [];
    let sentFile: File | null = null;
    let cartAdd: unknown = null;
    server.use(
      http.post('*/api/cart/add', async ({ request }) => {
        cartAdd = await request.json();
        return HttpResponse.json(emptyCart);
      }),
      http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: history })),
      http.post('*/api/ml/analyze', async ({ request }) => {
        const form = await request.formData();
        const image = form.get('image');
        sentFile = image instanceof File ? image : null;
        history = [{ id: 1, image_url: '/uploads/a1.jpg', ai_diagnosis: 'Mild acne', analysis_date: '2026-01-05T10:00:00.000Z' }];
        return HttpResponse.json(analysisAnswer);
      }),
    );
    renderApp('/skin-analysis');
    const user = setup();
    expect(await screen.findByText('No analyses yet')).toBeInTheDocument();
    expect(screen.queryByText('Please upgrade to access AI skin analysis')).not.toBeInTheDocument();
    const dropZone = screen.getByText('Drag and drop a photo here, or choose one').parentElement;
    if (!dropZone) throw new Error('no drop zone');
    fireEvent.drop(dropZone, { dataTransfer: { files: [photo()] } });
    expect(await screen.findByRole('img', { name: 'Selected photo preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyze Skin' }));
    expect(await screen.findByText('Skin analysis completed!')).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Analysis result' });
    expect(within(result).getByRole('heading', { name: 'Mild acne' })).toBeInTheDocument();
    expect(within(result).getByText('87.3%')).toBeInTheDocument();
    expect(within(result).getByText('nyansa-local-1')).toBeInTheDocument();
    const recommendations = result.querySelector('ol');
    if (!recommendations) throw new Error('no numbered recommendations');
    expect(within(recommendations).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cleanse twice a day',
      'Use a non-comedogenic moisturiser',
    ]);
    expect(within(result).getByRole('img', { name: 'Clarifying Gel Cleanser' })).toBeInTheDocument();
    // The page claims no more than the analysis reports.
    expect(within(result).getByText('1 skin parameter measured on this photo.')).toBeInTheDocument();
    expect(screen.queryByText(/47\+/)).not.toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Add to Cart: Clarifying Gel Cleanser' }));
    await waitFor(() => expect(cartAdd).toEqual({ product_id: 8, quantity: 1 }));
    expect(sentFile).not.toBeNull();
    const list = screen.getByRole('region', { name: 'Analysis History' });
    expect(await within(list).findByText('Mild acne')).toBeInTheDocument();
  });

  it("asks for the recommended products' images resized, like every product image of the shop", () => {
    const answer = { ...analysisAnswer, products: analysisAnswer.products.map(normalizeProduct) };
    expect(toSkinAnalysis(answer).products?.map((product) => product.imageUrl)).toEqual(['/images/products/p8.webp?w=400&q=80']);
  });

  it('reports a failed analysis with the reason the server gives', async () => {
    signInAs(testSubscription('ai_analysis'));
    server.use(
      http.post('*/api/ml/analyze', () =>
        HttpResponse.json({ success: false, message: 'No face found. Please upload a clear, well-lit photo of your face.' }, { status: 422 }),
      ),
    );
    renderApp('/skin-analysis');
    const user = setup();
    await user.upload(await screen.findByLabelText('Choose image file'), photo());
    await user.click(screen.getByRole('button', { name: 'Analyze Skin' }));
    expect(await screen.findByText('Failed to analyze skin. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('No face found. Please upload a clear, well-lit photo of your face.')).toBeInTheDocument();
  });

  it('lists the capture checks a refused photo failed, after the contract text', async () => {
    signInAs(testSubscription('ai_analysis'));
    server.use(
      http.post('*/api/ml/analyze', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'No face found. Please upload a clear, well-lit photo of your face.',
            code: 'NO_FACE',
            errors: [
              { field: 'head-straight', message: 'Your head is tilted: hold it level.' },
              { field: 'light', message: 'Too dark: face a window or a lamp.' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    renderApp('/skin-analysis');
    const user = setup();
    await user.upload(await screen.findByLabelText('Choose image file'), photo());
    await user.click(screen.getByRole('button', { name: 'Analyze Skin' }));
    expect(
      await screen.findByText('No face found. Please upload a clear, well-lit photo of your face. Your head is tilted: hold it level. Too dark: face a window or a lamp.'),
    ).toBeInTheDocument();
  });

  it('offers the upload only when the browser has no camera', async () => {
    signInAs(testSubscription('ai_analysis'));
    renderApp('/skin-analysis');
    await screen.findByLabelText('Choose image file');
    // happy-dom has no camera: nothing to open.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze Skin' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();
  });

  it("offers 'Take a photo' when the browser has a camera", async () => {
    signInAs(testSubscription('ai_analysis'));
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')), enumerateDevices: async () => [{ kind: 'videoinput' }] },
    });
    try {
      renderApp('/skin-analysis');
      const user = setup();
      await user.click(await screen.findByRole('button', { name: 'Take a photo' }));
      // Refused: it says so and the page falls back to the upload.
      const camera = await screen.findByRole('region', { name: 'Take a photo' });
      expect(await within(camera).findByText('The camera was not allowed. Allow it in your browser, or upload a photo instead.')).toBeInTheDocument();
      expect(within(camera).getByRole('button', { name: 'Take photo' })).toBeDisabled();
      await user.click(within(camera).getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByLabelText('Choose image file')).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
