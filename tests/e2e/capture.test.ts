import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs helper shared with the other browser tests, without types.
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { api, createShopper, signInThroughForm, type Shopper } from './support/account';
import { openShopper } from './support/browser';
import { faceFixture } from './support/paths';
import { startProduct, type RunningProduct } from './support/product';

// Guided capture with Chromium's fake camera playing a video made here from the face fixture.

const width = 960;
const height = 720;

/**
 * The fixture's face enlarged to about 143 px between the pupils (the camera checks want 126) and
 * centred in a 960 x 720 frame, with a little sensor grain, as a one-frame YUV4MPEG2 (4:2:0) video
 * that Chromium loops.
 */
async function faceVideo(file: string): Promise<void> {
  const scale = 3.4;
  // The face's centre in the fixture (512 x 512): about (223, 115), forehead included.
  const size = Math.round(512 * scale);
  const enlarged = await sharp(faceFixture).resize(size, size, { kernel: 'lanczos3' }).removeAlpha().png().toBuffer();
  const framed = await sharp(enlarged)
    .extract({ left: Math.round(223 * scale - width / 2), top: Math.round(115 * scale - height / 2), width, height })
    .png()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 8 } } }).png().toBuffer();
  const { data } = await sharp(framed).composite([{ input: grain, blend: 'soft-light' }]).removeAlpha().raw().toBuffer({ resolveWithObject: true });

  // BT.601 full range (JPEG), chroma averaged over 2 x 2 pixels.
  const luma = Buffer.alloc(width * height);
  const cb = Buffer.alloc((width / 2) * (height / 2));
  const cr = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      luma[y * width + x] = clamp(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += data[i]! / 4;
        g += data[i + 1]! / 4;
        b += data[i + 2]! / 4;
      }
      cb[y * (width / 2) + x] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      cr[y * (width / 2) + x] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, cb, cr]);
  fs.writeFileSync(file, Buffer.concat([header, frame, frame]));
}

async function giveAiPlan(product: RunningProduct, shopper: Shopper): Promise<void> {
  const pricing = await api<{ data: { ai_analysis: { monthly: number } } }>(product, shopper.token, 'GET', '/api/subscription/pricing');
  const created = await api<{ payment_url: string; reference: string }>(product, shopper.token, 'POST', '/api/subscription/create', {
    package_type: 'ai_analysis',
    email: shopper.email,
    amount: pricing.body.data.ai_analysis.monthly,
    billing_cycle: 'monthly',
  });
  if (!created.body.payment_url) throw new Error(`subscription answered ${created.status}: ${JSON.stringify(created.body)}`);
  // The sandbox page's Pay button, then the check the shop makes on return.
  await fetch(`${created.body.payment_url}/pay`, { method: 'POST', redirect: 'manual' });
  const verified = await api(product, shopper.token, 'GET', `/api/payments/verify/${encodeURIComponent(created.body.reference)}`);
  if (verified.status !== 200) throw new Error(`payment verification answered ${verified.status}`);
}

describe('guided capture with a camera', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-camera-')), 'face.y4m');

  beforeAll(async () => {
    await faceVideo(video);
    product = await startProduct();
    const executablePath = (findChromium as () => string | undefined)();
    if (!executablePath) throw new Error('Chromium not found. Install it (apt-get install chromium) or set CHROME_PATH.');
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...(chromiumArgs as string[]), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    const shopper = await openShopper(browser, product.url);
    await shopper.context.grantPermissions(['camera']);
    page = shopper.page;
    errors = shopper.errors;
    const account = await createShopper(product);
    await giveAiPlan(product, account);
    await signInThroughForm(page, account, '/skin-analysis');
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    fs.rmSync(path.dirname(video), { recursive: true, force: true });
  });

  it('guides the face until every check passes, then the shutter takes the photo and it is analysed', async () => {
    const modelRequests: string[] = [];
    page.on('request', (request) => {
      if (/ssd_mobilenetv1|face_landmark_68/.test(request.url())) modelRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Take a photo' }).click();
    const camera = page.getByRole('region', { name: 'Take a photo' });
    const shutter = camera.getByRole('button', { name: 'Take photo' });
    const checks = camera.getByRole('list', { name: 'Photo checks' });
    await checks.waitFor({ timeout: 60_000 });

    const statuses = () => checks.getByRole('listitem').evaluateAll((items) => items.map((item) => `${item.textContent}=${item.getAttribute('data-status')}`));
    await expect
      .poll(statuses, { timeout: 60_000, interval: 500 })
      .toEqual(['Face found', 'Face large enough', 'Face centred', 'Head straight', 'Light bright and even', 'Not blurred'].map((label) => expect.stringMatching(new RegExp(`^${label}.*=pass$`))));
    await camera.getByText('All checks passed: take the photo.').waitFor();
    const rate = Number(await checks.locator('..').getAttribute('data-checks-per-second'));
    console.log(`camera guidance: ${rate} checks in the last second`);
    expect(rate).toBeGreaterThan(0);
    // The weights came from this server.
    expect(modelRequests.length).toBeGreaterThan(0);
    expect(modelRequests.every((url) => url.startsWith(`${product.url}/models/face/`))).toBe(true);

    await expect(shutter.isEnabled()).resolves.toBe(true);
    await shutter.click();
    await page.getByText('Skin analysis completed!').first().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Analysis result' }).waitFor();
    const history = await api<{ data: Array<{ scores: Record<string, number | null> | null }> }>(product, await page.evaluate(() => localStorage.getItem('token') ?? ''), 'GET', '/api/ml/history');
    expect(history.body.data).toHaveLength(1);
    // The camera photo keeps the face large enough for spots and texture.
    expect(history.body.data[0]!.scores?.spots).toEqual(expect.any(Number));
    expect(errors).toEqual([]);
  });
});
