// Helpers of the analysis API tests: the face fixture, multipart uploads, history reads.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisHistoryItem } from '@nyansa/contract';
import sharp from 'sharp';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';
import { activatePlan } from '../subscriptions/service';

// The repository's shared fixtures live next to the checkout: <repo>/../shared.
export const facePng = await fs.readFile(fileURLToPath(new URL('../../../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url)));
export const noFace = 'No face found. Please upload a clear, well-lit photo of your face.';

/** The face fixture as a phone would send it: JPEG with camera make and GPS position in EXIF. */
export async function faceJpegWithGps(): Promise<Buffer> {
  return sharp(facePng)
    .jpeg({ quality: 92 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'SecretPhone', Model: 'Model X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 11/1 0/1' },
      },
    })
    .toBuffer();
}

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[]) {
  const boundary = '----nyansa-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function imagePart(value: Buffer, filename = 'face.jpg', contentType = 'image/jpeg'): Part {
  return { name: 'image', value, filename, contentType };
}

export async function analyze(app: TestApp, parts: Part[], token?: string) {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: '/api/ml/analyze', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

export async function giveAiAccess(app: TestApp, user: TestUser): Promise<void> {
  await activatePlan(app.testing.database.db, user.user.id, 'ai_analysis', 'monthly', new Date());
}

/** A new app with two shoppers on the AI plan: the one under test and another, for the owner checks. */
export async function appWithSubscribers(): Promise<{ app: TestApp; subscriber: TestUser; other: TestUser }> {
  const app = await createTestApp();
  const subscriber = await registerVerifiedUser(app);
  const other = await registerVerifiedUser(app);
  await giveAiAccess(app, subscriber);
  await giveAiAccess(app, other);
  return { app, subscriber, other };
}

export async function storedFiles(app: TestApp): Promise<string[]> {
  return fs.readdir(path.join(app.testing.config.dataDir, 'uploads')).catch(() => []);
}

/** The stored file behind a history item's signed link. */
export function fileOf(item: HistoryItem): string {
  return item.image_url.split('?')[0]!.replace('/uploads/', '');
}

/** A history item of these tests: each still has its photo. */
export type HistoryItem = AnalysisHistoryItem & { image_url: string };

export async function historyOf(app: TestApp, user: TestUser): Promise<HistoryItem[]> {
  return (await app.inject({ method: 'GET', url: '/api/ml/history', headers: bearer(user.token) })).json<{ data: HistoryItem[] }>().data;
}
