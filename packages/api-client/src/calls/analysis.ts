import { validationMessages } from '@nyansa/contract';
import type { AnalyzeResponse, ChatRequest, ChatResponse } from '@nyansa/contract';
import { normalizeProduct } from '../products';
import type { ShopProduct } from '../products';
import { refused, segment } from './context';
import type { CallContext } from './context';

export type AnalyzeAnswer = Omit<AnalyzeResponse, 'products' | 'success'> & { success: true; products?: ShopProduct[] };
export type ChatAnswer = Omit<ChatResponse, 'products' | 'success'> & { success: true; products?: ShopProduct[] };

/** Skin analysis and the chat assistant. */
export function analysisCalls({ call }: CallContext) {
  const ml = {
    /** Analyses a photo (a file from the picker) or an image already uploaded here. */
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
