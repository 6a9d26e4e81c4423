import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAi, textOf, type FakeOpenAi } from '../../../test/fake-openai';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { keptTurns } from './service';

const loginPrompt = 'Please log in to access all features.';

interface ChatBody {
  success: boolean;
  type: string;
  content: string;
  products?: { product_id: number; product_name: string; category: string; price: number; image_url: string }[];
}

async function send(app: TestApp, message: unknown, token?: string, remoteAddress = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { message },
    headers: token ? bearer(token) : {},
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json<ChatBody>() };
}

describe('POST /api/chatbot/message (local assistant)', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = (await registerVerifiedUser(app, { first_name: 'Efua' })).token;
  });
  afterAll(() => app.close());

  it('gives a visitor a short answer with products, ending with the login prompt', async () => {
    const { status, body } = await send(app, 'something for chapped lips', undefined, '10.0.0.1');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.type).toBe('bot');
    expect(body.content.endsWith(loginPrompt)).toBe(true);
    expect(body.content.length).toBeLessThan(300);
    expect(body.products?.length).toBeGreaterThan(0);
    expect(body.products?.every((product) => product.category === 'lip')).toBe(true);
  });

  it('recommends moisturizers from the live catalog with links to their pages', async () => {
    const { body } = await send(app, 'moisturizer for dry skin', token);
    const names = body.products?.map((product) => product.product_name) ?? [];
    expect(names).toEqual(['Shea Night Cream']);
    const first = body.products![0]!;
    expect(body.content).toContain(`[${first.product_name}](/products/${first.product_id}), $${first.price.toFixed(2)}`);
    expect(first.image_url).toBeTruthy();
    expect(body.content).not.toContain(loginPrompt);
  });

  it('remembers the conversation, so a follow-up about lips gets lip products', async () => {
    const { body } = await send(app, 'what about for lips?', token);
    expect(body.content).toContain('for dry lips');
    expect(body.products?.length).toBeGreaterThan(0);
    expect(body.products?.every((product) => product.category === 'lip')).toBe(true);
  });

  it('keeps each conversation to its own user', async () => {
    const other = await registerVerifiedUser(app);
    const { body } = await send(app, 'what about for lips?', other.token);
    expect(body.content).not.toContain('for dry lips');
  });

  it('greets by first name and answers shop questions', async () => {
    expect((await send(app, 'hello', token)).body.content).toContain('Hello Efua!');
    const plans = await send(app, 'How do I cancel my subscription?', token);
    expect(plans.body.content).toContain('Dashboard');
    expect(plans.body.products).toBeUndefined();
  });

  it('answers about the analysis whose photo link comes with the message, else the latest', async () => {
    const user = await registerVerifiedUser(app);
    const insert = (key: string, diagnosis: string, createdAt: string) =>
      app.testing.database.query(
        `INSERT INTO analyses (user_id, image_key, diagnosis, result, confidence, model, created_at)
         VALUES ($1, $2, $3, '{"concerns":["oiliness"]}', 0.7, 'test', $4)`,
        [user.user.id, key, diagnosis, createdAt],
      );
    const shine = 'Shine in the T-zone (oily-looking skin). Skin tone: light (ITA° 47). Cosmetic assessment, not a medical diagnosis.';
    const shineTan = 'Shine in the T-zone (oily-looking skin). Skin tone: tan (ITA° 20). Cosmetic assessment, not a medical diagnosis.';
    await insert('00000000-0000-4000-8000-00000000000a.jpg', shine, '2026-11-01T10:00:00Z');
    await insert('00000000-0000-4000-8000-00000000000b.jpg', shineTan, '2026-11-10T10:00:00Z');
    const res = await app.inject({
      method: 'POST',
      url: '/api/chatbot/message',
      payload: { message: 'What did my analysis say?', imageUrl: '/uploads/00000000-0000-4000-8000-00000000000a.jpg?exp=1&sig=x' },
      headers: bearer(user.token),
    });
    expect(res.json().content).toContain(`Your skin analysis of 2026-11-01 found: ${shine}\n`);
    const latest = await send(app, 'What did my analysis say?', user.token);
    expect(latest.body.content).toContain(`Your skin analysis of 2026-11-10 found: ${shineTan}\n`);
    expect(latest.body.content).not.toContain('..');
    expect(latest.body.content).toContain('Oily skin makes more sebum');
  });

  it('keeps the constraints of earlier questions across requests, and "cheaper" means cheaper than what it suggested', async () => {
    const user = await registerVerifiedUser(app);
    await send(app, 'I want a body oil', user.token);
    const { body } = await send(app, 'any cheaper moisturiser for the body?', user.token);
    expect(body.products?.map((product) => [product.product_name, product.price])).toEqual([
      ['Cocoa Body Lotion', 4.99],
      ['Body Butter', 5.99],
    ]);
    const [stored] = await app.testing.database.query<{ context: unknown }>(
      `SELECT context FROM chat_messages WHERE user_id = $1 AND role = 'user' ORDER BY id DESC LIMIT 1`,
      [user.user.id],
    );
    expect(stored?.context).toMatchObject({ v: 1, intent: 'product_search', constraints: { family: 'moisturise', area: 'body', price: { below: 6.29 } } });
  });

  it('points a medical question to a dermatologist, and tells an AI + Dermatologist subscriber how to ask one', async () => {
    const user = await registerVerifiedUser(app);
    const question = 'a mole on my shoulder has started bleeding';
    const before = await send(app, question, user.token);
    expect(before.body.content).toContain('This sounds like something to show a dermatologist first.');
    expect(before.body.content).not.toContain("'Ask a dermatologist'");
    expect(before.body.products).toBeUndefined();
    await app.testing.database.query(
      `INSERT INTO subscriptions (user_id, package_type, billing_cycle, start_date, end_date) VALUES ($1, 'ai_analysis', 'monthly', now(), now() + interval '30 days')`,
      [user.user.id],
    );
    const after = await send(app, question, user.token);
    expect(after.body.content).toContain(
      "With your AI + Dermatologist plan you can ask one of our dermatologists: run a skin analysis in Skin Analysis, then choose 'Ask a dermatologist' on its result.",
    );
  });

  it('keeps only the recent turns of a user', async () => {
    const user = await registerVerifiedUser(app);
    for (let i = 0; i < keptTurns / 2 + 3; i += 1) await send(app, `tell me about retinol ${i}`, user.token);
    const [row] = await app.testing.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1',
      [user.user.id],
    );
    expect(row?.n).toBe(keptTurns);
  });

  it('recommends from the live catalog: a product an admin adds appears, one deleted is gone', async () => {
    const admin = await registerVerifiedUser(app, { role: 'admin' });
    const lipProducts = async () => (await send(app, 'a lip balm with cocoa butter', token)).body.products ?? [];
    const before = await lipProducts();
    expect(before.map((product) => product.product_name)).toEqual(['Shea Lip Butter']);
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: { product_name: 'Cocoa Chapped Lip Repair Balm', description: 'An overnight balm for chapped, cracked lips.', price: 4.5, category: 'lip' },
    });
    expect(created.statusCode).toBe(201);
    const removed = await app.inject({ method: 'DELETE', url: `/api/products/${before[0]!.product_id}`, headers: bearer(admin.token) });
    expect(removed.statusCode).toBe(200);
    const after = (await lipProducts()).map((product) => product.product_name);
    expect(after).toContain('Cocoa Chapped Lip Repair Balm');
    expect(after).not.toContain(before[0]!.product_name);
  });

  it('reads the catalog from the database once for many messages, visitors included', async () => {
    await send(app, 'hello', token);
    const query = vi.spyOn(app.testing.database, 'query');
    try {
      await send(app, 'moisturizer for dry skin', token);
      await send(app, 'something for chapped lips', undefined, '10.0.0.7');
      await send(app, 'a serum for dark spots', undefined, '10.0.0.7');
      const catalogReads = query.mock.calls.filter(([sql]) => /FROM products p WHERE p\.deleted_at IS NULL ORDER BY/.test(sql));
      expect(catalogReads).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses an empty or too long message and a bad token', async () => {
    const empty = await send(app, '   ', token);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, message: 'Message is required' });
    const long = await send(app, 'a'.repeat(2001), token);
    expect(long.status).toBe(400);
    expect((long.body as unknown as { message: string }).message).toBe('Message must be at most 2000 characters');
    expect((await send(app, 'a'.repeat(2000), token)).status).toBe(200);
    expect((await send(app, 'hi', 'not-a-token')).status).toBe(401);
  });

  it('is rate limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send(app, 'hi', undefined, '10.9.9.9')).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/chatbot/message with CHAT_PROVIDER=openai', () => {
  let app: TestApp;
  let fake: FakeOpenAi;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    fake = await startFakeOpenAi('Try the [Pink Lip Balm](/products/1) before bed.');
    app = await createTestApp({
      env: { CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'fake-chat' },
    });
    const user = await registerVerifiedUser(app);
    token = user.token;
    userId = user.user.id;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('answers with the model, grounded with catalog matches and the latest analysis', async () => {
    await app.testing.database.query(
      `INSERT INTO analyses (user_id, image_key, diagnosis, result, confidence, model)
       VALUES ($1, '00000000-0000-4000-8000-000000000001.jpg', 'Some visible redness on the cheeks or nose. Cosmetic assessment, not a medical diagnosis.', '{"concerns":["redness","dryness"]}', 0.8, 'test')`,
      [userId],
    );
    const { status, body } = await send(app, 'something for chapped lips', token);
    expect(status).toBe(200);
    expect(body.content).toBe('Try the [Pink Lip Balm](/products/1) before bed.');
    expect(body.products?.some((product) => product.product_name === 'Pink Lip Balm')).toBe(true);

    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('fake-chat');
    const system = textOf(request.body.messages[0]);
    expect(system).toMatch(/\[Pink Lip Balm\]\(\/products\/\d+\)/);
    expect(system).toContain('Some visible redness on the cheeks or nose. Cosmetic assessment, not a medical diagnosis. Concerns, most important first: redness, dryness.');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'something for chapped lips' });
  });

  it('sends the earlier turns with a follow-up', async () => {
    await send(app, 'what about for my body?', token);
    const roles = fake.requests.at(-1)!.body.messages.map((message) => message.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('falls back to the local assistant when the model fails', async () => {
    fake.failWith = 500;
    const { status, body } = await send(app, 'something for chapped lips', token);
    fake.failWith = null;
    expect(status).toBe(200);
    expect(body.content).toContain('I would suggest');
  });

  it('does not call the model for visitors', async () => {
    const before = fake.requests.length;
    const { body } = await send(app, 'something for chapped lips', undefined, '10.0.0.2');
    expect(body.content.endsWith(loginPrompt)).toBe(true);
    expect(fake.requests.length).toBe(before);
  });
});
