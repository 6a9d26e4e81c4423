import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { summarizeAnalysis } from './openai-summary';

describe('OpenAI-compatible analysis summary', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi('Your skin looks well hydrated with a little shine on the forehead.');
  });
  afterAll(() => fake.close());

  it('sends the photo as a data URL with the measurements and returns the written summary', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b48264' } }).jpeg().toBuffer();
    const summary = await summarizeAnalysis({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'vision-model' }, photo, {
      diagnosis: 'Mild shine in the T-zone',
      parameters: { shine: { value: 4.2, unit: '%', label: 'T-zone shine' } },
      recommendations: ['Use a light gel moisturizer'],
    });
    expect(summary).toBe('Your skin looks well hydrated with a little shine on the forehead.');

    const { body } = fake.requests.at(-1)!;
    expect(body.model).toBe('vision-model');
    const user = body.messages.find((message) => message.role === 'user');
    const parts = Array.isArray(user?.content) ? user.content : [];
    expect(parts.find((part) => part.type === 'text')?.text).toContain('- T-zone shine (shine): 4.2 %');
    const url = parts.find((part) => part.type === 'image_url')?.image_url?.url ?? '';
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = await sharp(Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64')).metadata();
    expect(Math.max(sent.width ?? 0, sent.height ?? 0)).toBe(768);
  });
});
