import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createShopper, signInThroughForm, type Shopper } from './support/account';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser, openShopper, settle, type ShopperPage } from './support/browser';
import { faceFixture } from './support/paths';
import { startProduct, type RunningProduct } from './support/product';

const activated = 'Subscription activated successfully! Enjoy your premium features.';

// A member from a plain account to AI + Dermatologist: chat, payment, skin analysis, history.
describe('member journey', () => {
  let product: RunningProduct;
  let browser: Browser;
  let shopper: ShopperPage;
  let page: Page;
  let member: Shopper;
  const chatCalls: string[] = [];

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
    member = await createShopper(product, { firstName: 'Efua', lastName: 'Owusu' });
    shopper = await openShopper(browser, product.url);
    page = shopper.page;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chatbot/message')) chatCalls.push(request.postData() ?? '');
    });
    await signInThroughForm(page, member, '/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const chatPanel = async () => {
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Send' }).waitFor();
    return panel;
  };
  const send = async (panel: ReturnType<Page['getByRole']>, text: string) => {
    await panel.getByRole('textbox', { name: 'Message' }).fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
  };

  it('chats without AI access: skin words go to the assistant, and Upgrade leads to the dashboard', async () => {
    await page.goto('/about');
    const panel = await chatPanel();
    await expect(panel.getByText(/View Analysis History/).count()).resolves.toBe(0);
    await send(panel, 'What helps with acne?');
    // The assistant answers (no upload prompt: that is for AI users), with HH:mm times on both messages.
    await expect.poll(() => chatCalls.length).toBe(1);
    expect(JSON.parse(chatCalls[0] ?? '{}')).toEqual({ message: 'What helps with acne?' });
    await expect.poll(() => panel.getByText(/^\d{2}:\d{2}$/).count()).toBe(2);
    await expect(panel.getByText('I apologize, but I encountered an error. Please try again.').count()).resolves.toBe(0);
    await expect(panel.getByRole('button', { name: 'Upload Photo' }).count()).resolves.toBe(0);
    // The answer is about acne and links products of the live catalog.
    await expect(panel.getByRole('log').textContent()).resolves.toMatch(/acne[\s\S]*acne/i);
    const recommended = panel.getByRole('list', { name: 'Links in this message' }).getByRole('link');
    await expect(recommended.first().getAttribute('href')).resolves.toMatch(/^\/products\/\d+$/);
    await panel.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('is told to upgrade on the skin analysis page', async () => {
    await page.goto('/skin-analysis');
    await page.getByLabel('Choose image file').setInputFiles(faceFixture);
    await page.getByRole('img', { name: 'Selected photo preview' }).waitFor();
    await page.getByRole('button', { name: 'Analyze Skin' }).click();
    await page.getByText('Please upgrade to access AI skin analysis').first().waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Upgrade' }).waitFor();
  });

  it('subscribes to AI + Dermatologist yearly and pays on the sandbox page', async () => {
    await page.goto('/dashboard');
    await page.getByText('You have no subscription yet.').waitFor();
    await page.getByRole('radio', { name: /Yearly/ }).check();
    const plan = page.getByRole('article', { name: 'AI + Dermatologist plan' });
    await plan.getByText('About KES 47,288 per year').waitFor();
    await plan.getByRole('button', { name: 'Subscribe Now' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.getByText('TEST MODE').first().waitFor();
    await page.getByText('323.89').first().waitFor();
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.has('reference'));
    await page.getByText(activated).first().waitFor({ timeout: 10_000 });
    const current = page.getByRole('region', { name: 'Current plan' });
    await current.getByText('AI + Dermatologist').waitFor();
    await current.getByText('Active', { exact: true }).waitFor();
    await current.getByText(/per year/).waitFor();
  });

  it('analyses the face photo and keeps it in the history', async () => {
    await page.goto('/skin-analysis');
    await page.getByText('No analyses yet').waitFor();
    await page.getByLabel('Choose image file').setInputFiles(faceFixture);
    await page.getByRole('img', { name: 'Selected photo preview' }).waitFor();
    await page.getByRole('button', { name: 'Analyze Skin' }).click();
    await page.getByText('Skin analysis completed!').first().waitFor({ timeout: 60_000 });

    const result = page.getByRole('region', { name: 'Analysis result' });
    const diagnosis = ((await result.getByRole('heading').first().textContent()) ?? '').trim();
    expect(diagnosis).not.toBe('');
    await expect(result.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await expect(result.locator('ol').count()).resolves.toBe(1);
    const resultText = (await result.textContent()) ?? '';
    expect(resultText).toMatch(/\d+\.\d%/);
    expect(resultText).toContain(new Date().getFullYear().toString());

    const history = page.getByRole('region', { name: 'Analysis History' });
    await history.getByText(diagnosis).first().waitFor();
    await expect(history.getByRole('listitem').count()).resolves.toBe(1);
    await expect(seriousViolations(page).then((v) => describeViolations('/skin-analysis (result)', v))).resolves.toBe('');
  });

  it('shows the 3 most recent analyses on the dashboard', async () => {
    // Three more through the API (the page was proven above): four in all.
    const photo = fs.readFileSync(faceFixture);
    for (let i = 0; i < 3; i += 1) {
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/png' }), 'face.png');
      const res = await fetch(`${product.url}/api/ml/analyze`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Skin Analyses' });
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(3);
    await expect(page.getByRole('link', { name: 'Go to Skin Analysis' }).getAttribute('href')).resolves.toBe('/SkinAnalysis');
    await settle(page);
    await expect(seriousViolations(page).then((v) => describeViolations('/dashboard (AI plan)', v))).resolves.toBe('');
  });

  it('chats with AI access: a skin word asks for a photo, and the history link opens the analyses', async () => {
    await page.goto('/about');
    const calls = chatCalls.length;
    const panel = await chatPanel();
    await send(panel, 'Can you analyze my skin?');
    await panel.getByText(/Upload a clear, well-lit photo of your face/).waitFor();
    await panel.getByRole('button', { name: 'Upload Photo' }).waitFor();
    // The photo prompt comes from the shop itself; the question is also answered below it by the chat service.
    await expect.poll(() => chatCalls.length).toBe(calls + 1);

    await panel.getByRole('link', { name: 'View Analysis History (4)' }).click();
    await page.waitForURL((url) => url.pathname === '/skin-analysis');
    await expect.poll(() => page.getByRole('region', { name: 'Analysis History' }).getByRole('listitem').count()).toBe(4);
  });

  it('ran without script errors', () => {
    const unexpected = shopper.errors.filter((e) => !/status of (400|401|403|404)/.test(e));
    expect(unexpected).toEqual([]);
  });
});
