import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { api, buyAiPlan, createShopper, signInThroughForm, type Shopper } from './support/account';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser, openShopper, type ShopperPage } from './support/browser';
import { faceFixture } from './support/paths';
import { mailbox, startProduct, type RunningProduct } from './support/product';

const forbidden = 'You do not have access to this. Your role may have changed: ask an admin.';

async function axeClean(page: Page, route: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(seriousViolations(page).then((v) => describeViolations(route, v))).resolves.toBe('');
}

// The back office in real Chromium: a subscriber asks, a dermatologist answers from /clinic; an admin adds a product; a brand admin is refused another brand's.
describe('staff journeys', () => {
  let product: RunningProduct;
  let browser: Browser;
  let subscriber: Shopper;
  let dermatologist: Shopper;
  let admin: Shopper;
  let maker: Shopper;
  const pages: ShopperPage[] = [];
  const question = 'Is this <b>dry patch</b> something to worry about?';
  const replyText = 'It looks like mild dryness. Use a gentle <script>cleanser</script> and moisturise twice a day.';

  const open = async (who: Shopper, path: string): Promise<Page> => {
    const shopper = await openShopper(browser, product.url);
    pages.push(shopper);
    await signInThroughForm(shopper.page, who, path);
    return shopper.page;
  };

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
    subscriber = await createShopper(product, { firstName: 'Abena', lastName: 'Darko' });
    dermatologist = await createShopper(product, { firstName: 'Kwame', lastName: 'Asante' });
    admin = await createShopper(product, { firstName: 'Akosua', lastName: 'Boateng' });
    maker = await createShopper(product, { firstName: 'Yaw', lastName: 'Mensah' });
    await buyAiPlan(product, subscriber);
    // Roles are granted on the command line; the embedded database takes one process at a time.
    await product.pause();
    expect(product.admin(['grant', dermatologist.email, 'dermatologist'])).toContain('dermatologist');
    expect(product.admin(['create', admin.email])).toContain('is now an admin');
    expect(product.admin(['grant', maker.email, 'brand_admin', 'Adinkra Botanics'])).toContain('brand_admin');
    await product.restart();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('a subscriber asks a dermatologist about an analysis; the dermatologist claims and answers it from /clinic; the subscriber reads the reply and gets a mail', async () => {
    const shopperPage = await open(subscriber, '/skin-analysis');
    await shopperPage.getByLabel('Choose image file').setInputFiles(faceFixture);
    await shopperPage.getByRole('button', { name: 'Analyze Skin' }).click();
    await shopperPage.getByText('Skin analysis completed!').first().waitFor({ timeout: 60_000 });
    await shopperPage.getByRole('button', { name: 'Ask a dermatologist' }).click();
    await shopperPage.getByLabel('Your question for the dermatologist (optional)').fill(question);
    // The optional intake, which the dermatologist reads with the question.
    await shopperPage.getByLabel('Age range').selectOption({ label: '25 to 34' });
    await shopperPage.getByLabel('Skin type').selectOption({ label: 'Dry' });
    await shopperPage.getByLabel('Known allergies').fill('Fragrance <i>mix</i>');
    await shopperPage.getByRole('button', { name: 'Send to a dermatologist' }).click();
    await shopperPage.getByText('Waiting for a dermatologist.', { exact: false }).waitFor();
    await shopperPage.getByText(question).waitFor();
    await axeClean(shopperPage, '/skin-analysis (asked)');

    const clinic = await open(dermatologist, '/clinic');
    // The header leads a dermatologist to the clinic.
    await expect(clinic.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clinic' }).getAttribute('href')).resolves.toBe('/clinic');
    const request = clinic.getByRole('article').filter({ hasText: question });
    await request.waitFor();
    await request.getByText(/\d+ h \d+ min left/).waitFor();
    // A clinician's record: the patient's answers, then the photo and the scores as a table.
    const answers = request.getByRole('region', { name: "The patient's answers" });
    await answers.getByText('25 to 34').waitFor();
    await answers.getByText('Fragrance <i>mix</i>').waitFor();
    const scores = request.getByRole('table', { name: 'Skin scores' });
    await scores.getByRole('row', { name: /^Redness/ }).waitFor();
    await expect(scores.getByRole('row').count()).resolves.toBe(9);
    const photo = request.getByRole('img', { name: /The customer's face, request/ });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(photo.boundingBox().then((box) => box?.width ?? 0)).resolves.toBeGreaterThan(300);
    await axeClean(clinic, '/clinic');
    await request.getByRole('button', { name: 'Enlarge photo' }).click();
    const zoom = clinic.getByRole('dialog', { name: /Photo of request/ });
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await zoom.getByRole('status').filter({ hasText: '150%' }).waitFor();
    await axeClean(clinic, '/clinic (photo enlarged)');
    await clinic.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await request.getByRole('button', { name: 'Claim' }).click();
    // Claimed: the patient's history shows (this is their first request).
    await request.getByText('No earlier requests or other analyses from this patient.').waitFor();
    await request.getByLabel('Your reply').fill(replyText);
    await request.getByRole('checkbox').first().check();
    await request.getByRole('button', { name: 'Send Reply' }).click();
    await clinic.getByText('No requests are waiting.').waitFor();
    // The answered request stays readable in its own tab.
    await clinic.getByRole('tab', { name: 'Answered' }).click();
    const done = clinic.getByRole('article').filter({ hasText: question });
    await done.getByRole('region', { name: 'Your reply' }).getByText(replyText).waitFor();
    await axeClean(clinic, '/clinic?tab=answered');

    await shopperPage.reload();
    const answer = shopperPage.getByRole('article', { name: 'Reply from Kwame Asante' });
    await answer.getByText(replyText).waitFor();
    // Read at full width, not in the 20rem side column.
    await expect(answer.boundingBox().then((box) => box?.width ?? 0)).resolves.toBeGreaterThan(600);
    await expect(answer.getByRole('link').count()).resolves.toBe(1);
    await expect.poll(async () => (await mailbox(product)).some((mail) => mail.to === subscriber.email && mail.text.includes('mild dryness'))).toBe(true);
    // The chat's history shows the reply too.
    await shopperPage.getByRole('button', { name: 'Open chat assistant' }).click();
    await shopperPage.getByRole('dialog').getByText(/Dermatologist Kwame Asante replied/).waitFor();
    await shopperPage.getByRole('dialog').getByText(replyText, { exact: false }).waitFor();
  });

  it('an admin sees the back office and creates a product with a picture that then appears in the shop', async () => {
    const page = await open(admin, '/admin');
    await page.getByRole('group', { name: 'Open dermatologist requests' }).waitFor();
    await axeClean(page, '/admin/overview');
    for (const section of ['Orders', 'People', 'Reviews', 'Audit']) {
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 2 }).filter({ hasText: section === 'Audit' ? 'Audit log' : section }).waitFor();
      await axeClean(page, `/admin/${section.toLowerCase()}`);
    }
    // The dermatologist's claim and reply are in the audit log.
    await page.getByRole('cell', { name: 'consultation.reply' }).waitFor();

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name').fill('Moringa Night Balm');
    await form.getByLabel('Price').fill('24.5');
    await form.getByLabel('Choose image file').setInputFiles(faceFixture);
    await axeClean(page, '/admin/products (new)');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created').first().waitFor();

    const found = await api<{ products: Array<{ product_id: number; image_url: string }> }>(product, admin.token, 'GET', '/api/products?search=Moringa%20Night%20Balm');
    const created = found.body.products[0];
    expect(created?.image_url).toMatch(/^\/images\/products\//);
    await page.goto(`/products/${created?.product_id}`);
    await page.getByRole('heading', { name: 'Moringa Night Balm' }).waitFor();
    const picture = page.getByRole('main').locator(`img[src*="${created?.image_url.split('?')[0]}"]`).first();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  it("a brand admin sees its brand's products only, and is refused (403 shown) a product that moved to another brand", async () => {
    const brands = await api<{ data: Array<{ id: number; name: string }> }>(product, admin.token, 'GET', '/api/admin/brands');
    const adinkra = brands.body.data.find((brand) => brand.name === 'Adinkra Botanics');
    const other = await api<{ data: { id: number } }>(product, admin.token, 'POST', '/api/admin/brands', { name: 'Kente Skin' });
    const made = await api<{ product: { product_id: number } }>(product, admin.token, 'POST', '/api/products', {
      product_name: 'Adinkra Shea Butter',
      price: 11,
      brand_id: adinkra?.id,
    });
    expect(made.status).toBe(201);

    const page = await open(maker, '/admin');
    await page.waitForURL((url) => url.pathname === '/admin/products');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Products', 'Orders', 'Fulfilment']);
    await page.getByRole('cell', { name: 'Adinkra Shea Butter', exact: true }).waitFor();
    await expect(page.getByRole('cell', { name: 'Moringa Night Balm', exact: true }).count()).resolves.toBe(0);
    await axeClean(page, '/admin/products (brand admin)');

    await page.getByRole('button', { name: 'Edit Adinkra Shea Butter' }).click();
    const form = page.getByRole('form', { name: 'Edit Adinkra Shea Butter' });
    await form.getByLabel('Price').fill('12');
    // Meanwhile an admin moves the product to another brand: the server refuses the brand admin.
    const moved = await api(product, admin.token, 'PUT', `/api/products/${made.body.product.product_id}`, { brand_id: other.body.data.id });
    expect(moved.status).toBe(200);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('alert').filter({ hasText: forbidden }).waitFor();
  });

  it('ran without script errors', () => {
    const unexpected = pages.flatMap((shopper) => shopper.errors).filter((e) => !/status of (400|401|403|404|409)/.test(e));
    expect(unexpected).toEqual([]);
  });
});
