import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { api, createShopper, signInThroughForm, type Shopper } from './support/account';
import { openShopper } from './support/browser';
import { faceFixture } from './support/paths';
import { startProduct, type RunningProduct } from './support/product';

// Guided capture with Chromium's fake camera playing a video made here from the face fixture.

const width = 960;
const height = 720;

/**
 * The fixture's face enlarged `scale` times (42 px between the pupils at 1; the camera checks want
 * 126) and centred in a 960 x 720 frame, with a little sensor grain, as a YUV4MPEG2 (4:2:0) video of
 * one frame that Chromium loops at 30 frames a second, as a webcam delivers them.
 */
async function faceVideo(file: string, scale: number): Promise<void> {
  // The face's centre in the fixture (512 x 512): about (223, 115), forehead included.
  const size = Math.round(512 * scale);
  const enlarged = await sharp(faceFixture).resize(size, size, { kernel: 'lanczos3' }).removeAlpha().png().toBuffer();
  const left = Math.round(223 * scale - width / 2);
  const top = Math.round(115 * scale - height / 2);
  // Room around the photo (a grey wall), so a small face can be centred too.
  const pad = Math.max(width, height);
  const wall = await sharp(enlarged).extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 150, g: 150, b: 150 } }).png().toBuffer();
  const framed = await sharp(wall)
    .extract({ left: left + pad, top: top + pad, width, height })
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
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
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

/** A shopper on the AI plan, signed in on /skin-analysis, in a Chromium whose camera plays a face video. */
async function shopperWithCamera(product: RunningProduct, scale: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-camera-'));
  const video = path.join(dir, 'face.y4m');
  await faceVideo(video, scale);
  const executablePath = (findChromium)();
  if (!executablePath) throw new Error('Chromium not found. Install it (apt-get install chromium) or set CHROME_PATH.');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...(chromiumArgs), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const shopper = await openShopper(browser, product.url);
  await shopper.context.grantPermissions(['camera']);
  // The face model runs in the page on the CPU: on a loaded machine every step takes longer.
  shopper.context.setDefaultTimeout(45_000);
  const account = await createShopper(product);
  await giveAiPlan(product, account);
  await signInThroughForm(shopper.page, account, '/skin-analysis');
  return {
    browser,
    page: shopper.page,
    errors: shopper.errors,
    async close() {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('guided capture with a camera', () => {
  let product: RunningProduct;
  let camera: Awaited<ReturnType<typeof shopperWithCamera>> | undefined;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
  });
  afterAll(async () => {
    await camera?.close();
    await product?.stop();
  });

  it('keeps the shutter off and says what to do while the face is too small', async () => {
    camera = await shopperWithCamera(product, 1.6);
    page = camera.page;
    await page.getByRole('button', { name: 'Take a photo' }).click();
    const view = page.getByRole('region', { name: 'Take a photo' });
    const checks = view.getByRole('list', { name: 'Photo checks' });
    await checks.waitFor({ timeout: 60_000 });
    await expect.poll(() => checks.getByRole('listitem').filter({ hasText: 'Face found' }).getAttribute('data-passed'), { timeout: 60_000 }).toBe('true');
    await view.getByText('Your face is too small in the picture: move closer.').waitFor();
    await expect(checks.getByRole('listitem').filter({ hasText: 'Face large enough' }).getAttribute('data-passed')).resolves.toBe('false');
    await expect(view.getByRole('button', { name: 'Take photo' }).isDisabled()).resolves.toBe(true);
    // Cancel goes back to the upload.
    await view.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Choose image file').waitFor();
    await camera.close();
    camera = undefined;
  }, 180_000);

  it('guides the face until every check passes, then the shutter takes the photo and it is analysed', async () => {
    camera = await shopperWithCamera(product, 3.4);
    page = camera.page;
    errors = camera.errors;
    const modelRequests: string[] = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/tiny_face_detector|face_landmark_68/.test(url)) modelRequests.push(url);
      if (!url.startsWith(product.url) && !/^(data|blob):/.test(url)) elsewhere.push(url);
    });
    await page.getByRole('button', { name: 'Take a photo' }).click();
    const view = page.getByRole('region', { name: 'Take a photo' });
    const shutter = view.getByRole('button', { name: 'Take photo' });
    const checks = view.getByRole('list', { name: 'Photo checks' });
    await checks.waitFor({ timeout: 60_000 });

    const statuses = () => checks.getByRole('listitem').evaluateAll((items) => items.map((item) => `${item.textContent}=${item.getAttribute('data-passed')}`));
    await expect
      .poll(statuses, { timeout: 60_000, interval: 500 })
      .toEqual(['Face found', 'Face large enough', 'Face centred', 'Head straight', 'Light bright and even', 'Not blurred'].map((label) => expect.stringMatching(new RegExp(`^${label}.*=true$`))));
    await view.getByText('All checks passed: hold still and take the photo.').waitFor();
    // The checks of the last second, as the guide counts them, read every quarter second for 4 s while the face stays in view.
    const rates: number[] = [];
    for (let i = 0; i < 16; i++) {
      rates.push(Number(await view.getAttribute('data-checks-per-second')));
      await page.waitForTimeout(250);
    }
    const average = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
    console.log(`camera guidance: ${rates.join(', ')} checks per second, ${average.toFixed(1)} on average`);
    expect(average).toBeGreaterThanOrEqual(5);
    // The weights came from this server.
    expect(modelRequests.length).toBeGreaterThan(0);
    expect(modelRequests.every((url) => url.startsWith(`${product.url}/models/face/`))).toBe(true);
    expect(elsewhere).toEqual([]);

    await expect(shutter.isEnabled()).resolves.toBe(true);
    await shutter.click();
    await page.getByText('Skin analysis completed!').first().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Analysis result' }).waitFor();
    const history = await api<{ data: Array<{ scores: Record<string, number | null> | null }> }>(product, await page.evaluate(() => localStorage.getItem('token') ?? ''), 'GET', '/api/ml/history');
    expect(history.body.data).toHaveLength(1);
    // The camera photo keeps the face large enough for spots and texture.
    expect(history.body.data[0]!.scores?.spots).toEqual(expect.any(Number));
    expect(errors).toEqual([]);
  }, 180_000);
});
