import { validationMessages } from '@nyansa/contract/messages/validation';
import type { AnalysisDetail, AnalyzeResultResponse, ChatRequest, ChatResponse } from '@nyansa/contract';
import { normalizeProduct } from '../products';
import type { ShopProduct } from '../products';
import { refused, segment } from './context';
import type { CallContext } from './context';

export type AnalyzeAnswer = Omit<AnalyzeResultResponse, 'products' | 'success'> & { success: true; products?: ShopProduct[] };
/** One stored analysis, its products normalised like every product the shop shows. */
export type AnalysisDetailAnswer = Omit<AnalysisDetail, 'products'> & { products: ShopProduct[] };
export type ChatAnswer = Omit<ChatResponse, 'products' | 'success'> & { success: true; products?: ShopProduct[] };

/** Skin analysis and the chat assistant. */
export function analysisCalls({ call }: CallContext) {
  const ml = {
    /**
     * Analyses a photo (a file from the picker or the camera) or an image already uploaded here. A
     * photo it cannot use throws an ApiError with status 422 whose `errors` name each failed capture
     * check (`field`: face-found, face-size, face-centred, head-straight, light, sharp, colour).
     */
    async analyze(input: Blob | { image_url: string }): Promise<AnalyzeAnswer> {
      const form = new FormData();
      if (input instanceof Blob) {
        if (input.type && !input.type.startsWith('image/')) throw refused(validationMessages.imageInvalid);
        form.set('image', input, input instanceof File ? input.name : 'photo');
      } else {
        form.set('image_url', input.image_url);
      }
      const { products: found, ...rest } = await call('POST', '/api/ml/analyze', 'analyze', { body: form });
      return found ? { ...rest, products: found.map(normalizeProduct) } : rest;
    },
    history: () => call('GET', '/api/ml/history', 'analysisHistory'),
    /** One of the caller's analyses with its face map, scores and products; 404 for anyone else's. */
    async analysis(analysisId: number): Promise<AnalysisDetailAnswer> {
      const { data } = await call('GET', `/api/ml/history/${segment(analysisId)}`, 'analysisDetail');
      return { ...data, products: data.products.map(normalizeProduct) };
    },
    deleteHistory: (analysisId: number) => call('DELETE', `/api/ml/history/${segment(analysisId)}`, 'message'),
  };

  const chat = {
    async send(request: ChatRequest): Promise<ChatAnswer> {
      const body = request.imageUrl ? { message: request.message, imageUrl: request.imageUrl } : { message: request.message };
      const { products: found, ...rest } = await call('POST', '/api/chatbot/message', 'chat', { body });
      return found ? { ...rest, products: found.map(normalizeProduct) } : rest;
    },
  };

  return { ml, chat };
}
