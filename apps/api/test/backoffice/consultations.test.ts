import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, giveAiPlan, mailsTo, multipart, storedAnalysis, type Staff } from '../backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../helpers';
import { catalog } from '../payment-journeys';

// The AI + Dermatologist plan's promise, at API level: a subscriber asks about an analysis, a
// dermatologist answers from the queue within 24 hours (or the request shows overdue), the
// subscriber reads the answer on the analysis, in their requests and in a mail.

const facePng = await fs.readFile(fileURLToPath(new URL('../../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url)));
const hour = 60 * 60 * 1000;

let app: TestApp;
let staff: Staff;
let secondDermatologist: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
  secondDermatologist = await registerVerifiedUser(app, { role: 'dermatologist', first_name: 'Yaw', last_name: 'Darko' });
});
afterAll(() => app.close());

interface QueueItem {
  id: number;
  status: string;
  analysis: {
    image_url: string;
    parameters: Record<string, { value: number; unit: string; label: string }>;
    result: string;
    analysed_at: string;
    headline?: string;
    scores?: Record<string, { label: string; score: number | null; explanation: string }>;
    skin_tone?: { category: string } | null;
  };
  question: string;
  created_at: string;
  due_at: string;
  overdue: boolean;
  claimed_by: { id: number; name: string } | null;
}

async function subscriber(): Promise<TestUser> {
  const user = await registerVerifiedUser(app, { first_name: 'Abena', last_name: 'Boateng' });
  await giveAiPlan(app, user.user.id);
  return user;
}

const ask = (user: TestUser, payload: object) => app.inject({ method: 'POST', url: '/api/consultations', headers: bearer(user.token), payload });
const queue = async (token = staff.users.dermatologist.token) =>
  (await app.inject({ method: 'GET', url: '/api/clinic/queue', headers: bearer(token) })).json<{ data: QueueItem[] }>().data;
const act = (id: number, action: 'claim' | 'release' | 'reply', token = staff.users.dermatologist.token, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/clinic/consultations/${id}/${action}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const history = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/ml/history', headers: bearer(user.token) })).json<{ data: Array<{ id: number; consultation: Record<string, unknown> | null }> }>().data;

describe('the dermatologist loop', () => {
  it('runs from a photo to an answer the subscriber reads on the analysis, in a mail and in the chat', async () => {
    const customer = await subscriber();
    const { payload, headers } = multipart([{ name: 'image', value: facePng, filename: 'face.png', contentType: 'image/png' }]);
    const analysed = await app.inject({ method: 'POST', url: '/api/ml/analyze', payload, headers: { ...headers, ...bearer(customer.token) } });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const [analysis] = await history(customer);
    expect(analysis!.consultation).toBeNull();

    // The subscriber asks; a second tap finds the request already open.
    const question = 'Is this <b>redness</b> or a rash? <script>alert(1)</script>';
    const asked = await ask(customer, { analysis_id: analysis!.id, question });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data;
    expect(asked.json().message).toBe('Your question was sent to a dermatologist. You will get an answer within 24 hours.');
    expect(request).toMatchObject({ analysis_id: analysis!.id, question, status: 'open', overdue: false, reply: null });
    expect(Date.parse(request.due_at) - Date.parse(request.created_at)).toBe(24 * hour);
    const twice = await ask(customer, { analysis_id: analysis!.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A dermatologist request is already open for this analysis');
    expect((await history(customer))[0]!.consultation).toMatchObject({ id: request.id, status: 'open' });

    // The dermatologist sees the photo, the measurements, the result with the scores the shopper saw, and the question: nothing about who asked.
    const item = (await queue()).find((entry) => entry.id === request.id)!;
    expect(Object.keys(item).sort()).toEqual(['analysis', 'claimed_at', 'claimed_by', 'created_at', 'due_at', 'id', 'intake', 'overdue', 'question', 'reply', 'status']);
    expect(Object.keys(item.analysis).sort()).toEqual(['analysed_at', 'headline', 'image_url', 'parameters', 'result', 'scores', 'skin_tone']);
    const { result, headline, scores, skin_tone } = analysed.json().analysis;
    expect(item).toMatchObject({ status: 'open', question, overdue: false, claimed_by: null, analysis: { result } });
    expect(item.analysis).toMatchObject({ headline, scores, skin_tone });
    expect(Object.keys(item.analysis.scores!).sort()).toEqual(['blemishes', 'dark_circles', 'evenness', 'redness', 'shine', 'spots', 'texture']);
    expect(Object.keys(item.analysis.parameters).length).toBeGreaterThan(5);
    const queueText = JSON.stringify(await queue());
    for (const secret of [customer.email, 'Abena', 'Boateng', String(customer.user.id)]) expect(queueText).not.toContain(`"${secret}"`);
    expect(queueText).not.toContain(customer.email);
    expect(item.analysis.image_url).toMatch(/^\/uploads\/[0-9a-f-]+\.jpg\?exp=\d+&sig=/);
    const photo = await app.inject({ method: 'GET', url: item.analysis.image_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    // One dermatologist claims; the other is told, and cannot answer it.
    const claimed = await act(request.id, 'claim');
    expect(claimed.json()).toMatchObject({ success: true, message: 'Request claimed', data: { status: 'claimed', claimed_by: { id: staff.users.dermatologist.user.id, name: 'Efua Owusu' } } });
    expect((await act(request.id, 'claim')).statusCode).toBe(200);
    const taken = await act(request.id, 'claim', secondDermatologist.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another dermatologist has claimed this request');
    const poached = await act(request.id, 'reply', secondDermatologist.token, { reply: 'Mine now.' });
    expect(poached.json().message).toBe('Another dermatologist has claimed this request');

    const products = (await catalog(app)).slice(0, 2).map((p) => p.product_id);
    const unknown = await act(request.id, 'reply', undefined, { reply: 'Try this.', product_ids: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Some suggested products are not in the shop');
    const replyText = 'It looks like mild redness, not a rash.\n\nUse a fragrance-free moisturiser. <img src=x onerror=alert(1)>';
    const replied = await act(request.id, 'reply', undefined, { reply: replyText, product_ids: products });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ success: true, message: 'Reply sent', data: { status: 'answered', reply: { text: replyText, dermatologist_name: 'Efua Owusu' } } });
    const again = await act(request.id, 'reply', undefined, { reply: 'Second thoughts.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been answered');
    expect((await queue()).map((entry) => entry.id)).not.toContain(request.id);

    // The subscriber reads it on the analysis, among their requests, in a mail, and the chat knows of it.
    const answered = (await history(customer))[0]!.consultation as { status: string; reply: { text: string; dermatologist_name: string; products: Array<{ product_id: number }>; answered_at: string } };
    expect(answered).toMatchObject({ status: 'answered', overdue: false, reply: { text: replyText, dermatologist_name: 'Efua Owusu' } });
    expect(answered.reply.products.map((p) => p.product_id)).toEqual(products);
    const mine = await app.inject({ method: 'GET', url: '/api/consultations', headers: bearer(customer.token) });
    expect(mine.json().data).toEqual([answered]);
    const [mail] = (await mailsTo(app, customer.email)).filter((m) => m.subject === 'A dermatologist answered your question');
    expect(mail!.text_body).toContain('Efua Owusu answered your question about your skin analysis');
    expect(mail!.text_body).toContain(replyText);
    expect(mail!.text_body).toContain('http://shop.test/skin-analysis');
    expect(mail!.html_body).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail!.html_body).not.toContain('<img src=x');
    const chat = await app.testing.database.query<{ role: string; content: string }>('SELECT role, content FROM chat_messages WHERE user_id = $1', [customer.user.id]);
    expect(chat).toEqual([{ role: 'bot', content: expect.stringContaining(replyText) }]);

    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: staff.headers('admin') })).json().data as Array<{ action: string; actor_id: number; target: { id: number; type: string } }>;
    expect(audit.filter((entry) => entry.target.type === 'consultation' && entry.target.id === request.id).map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['consultation.reply', staff.users.dermatologist.user.id],
      ['consultation.claim', staff.users.dermatologist.user.id],
    ]);

    // Cancelling the plan keeps the answer; once the period paid for is over, new questions need the plan again.
    const cancel = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(customer.token) });
    expect(cancel.statusCode).toBe(200);
    await app.testing.database.query('UPDATE subscriptions SET end_date = $2 WHERE user_id = $1', [customer.user.id, new Date(app.testing.clock.now().getTime() - 60_000).toISOString()]);
    expect((await history(customer))[0]!.consultation).toEqual(answered);
    expect((await app.inject({ method: 'GET', url: '/api/consultations', headers: bearer(customer.token) })).json().data).toEqual([answered]);
    const another = await storedAnalysis(app, customer.user.id);
    const refused = await ask(customer, { analysis_id: another.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please upgrade to access AI skin analysis');
  });
});

describe('requests', () => {
  it('shows a request unanswered after 24 hours as overdue, and keeps it in the queue until it is answered', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    const { id } = (await ask(customer, { analysis_id: analysis.id })).json().data;
    const before = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers('admin') });
    app.testing.clock.advance(24 * hour + 60_000);
    try {
      const item = (await queue()).find((entry) => entry.id === id)!;
      expect(item).toMatchObject({ status: 'open', overdue: true });
      // Stored before scores: its parameters only.
      expect(Object.keys(item.analysis).sort()).toEqual(['analysed_at', 'image_url', 'parameters', 'result']);
      const mine = (await app.inject({ method: 'GET', url: '/api/consultations', headers: bearer(customer.token) })).json().data;
      expect(mine).toEqual([expect.objectContaining({ id, overdue: true, reply: null })]);
      const after = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers('admin') });
      expect(after.json().data.consultations.overdue).toBeGreaterThan(before.json().data.consultations.overdue);
      // Answered late, it is answered: no longer overdue.
      await act(id, 'claim');
      await act(id, 'reply', undefined, { reply: 'Sorry for the wait: all is well.' });
      const done = (await app.inject({ method: 'GET', url: '/api/consultations', headers: bearer(customer.token) })).json().data;
      expect(done).toEqual([expect.objectContaining({ id, status: 'answered', overdue: false })]);
    } finally {
      app.testing.clock.advance(-(24 * hour + 60_000));
    }
  });

  it('keeps one unanswered request per analysis in the database itself, whatever arrives at once; a follow-up comes after the answer', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => ask(customer, { analysis_id: analysis.id })))).map((res) => res.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
    await expect(
      app.testing.database.query(`INSERT INTO consultations (user_id, analysis_id, due_at) VALUES ($1, $2, now())`, [customer.user.id, analysis.id]),
    ).rejects.toThrow();
    const [open] = await app.testing.database.query<{ id: number }>('SELECT id FROM consultations WHERE analysis_id = $1', [analysis.id]);
    await act(open!.id, 'claim');
    await act(open!.id, 'reply', undefined, { reply: 'All good.' });
    const followUp = await ask(customer, { analysis_id: analysis.id, question: 'And after a week?' });
    expect(followUp.statusCode).toBe(201);
    expect((await history(customer)).find((item) => item.id === analysis.id)!.consultation).toMatchObject({ id: followUp.json().data.id, status: 'open' });
  });

  it("refuses another shopper's analysis, long questions, and a visitor", async () => {
    const customer = await subscriber();
    const someoneElse = await storedAnalysis(app, staff.users.consumer.user.id);
    const foreign = await ask(customer, { analysis_id: someoneElse.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Analysis not found');
    const own = await storedAnalysis(app, customer.user.id);
    const long = await ask(customer, { analysis_id: own.id, question: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The question must be at most 1000 characters');
    expect((await app.inject({ method: 'POST', url: '/api/consultations', payload: { analysis_id: own.id } })).statusCode).toBe(401);
    expect(await app.testing.database.query('SELECT id FROM consultations WHERE analysis_id = $1', [own.id])).toEqual([]);
  });

  it('lets a dermatologist give a claimed request back, and checks replies', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    const { id } = (await ask(customer, { analysis_id: analysis.id })).json().data;
    const unclaimed = await act(id, 'reply', undefined, { reply: 'Too early.' });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe('Claim this request before replying');
    await act(id, 'claim');
    const notMine = await act(id, 'release', secondDermatologist.token);
    expect(notMine.json().message).toBe('Only the dermatologist who claimed this request can release it');
    const released = await act(id, 'release');
    expect(released.json()).toMatchObject({ success: true, message: 'Request released', data: { status: 'open', claimed_by: null } });
    expect((await act(id, 'claim', secondDermatologist.token)).statusCode).toBe(200);
    for (const [payload, message] of [
      [{ reply: '   ' }, 'Please write a reply'],
      [{ reply: 'x'.repeat(4001) }, 'The reply must be at most 4000 characters'],
      [{ reply: 'Fine.', product_ids: [1, 2, 3, 4, 5, 6, 7] }, 'Suggest at most 6 products'],
    ] as const) {
      const res = await act(id, 'reply', secondDermatologist.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await act(999_999, 'claim')).statusCode).toBe(404);
  });

  it('withdraws the requests of an analysis its owner deletes', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    const { id } = (await ask(customer, { analysis_id: analysis.id })).json().data;
    expect((await app.inject({ method: 'DELETE', url: `/api/ml/history/${analysis.id}`, headers: bearer(customer.token) })).statusCode).toBe(200);
    expect((await queue()).map((entry) => entry.id)).not.toContain(id);
    expect((await app.inject({ method: 'GET', url: '/api/consultations', headers: bearer(customer.token) })).json().data).toEqual([]);
  });
});

const detail = (id: number, token = staff.users.dermatologist.token) => app.inject({ method: 'GET', url: `/api/clinic/consultations/${id}`, headers: bearer(token) });
const answeredPage = (token: string, query = '') => app.inject({ method: 'GET', url: `/api/clinic/answered${query}`, headers: bearer(token) });

describe('the intake', () => {
  const intake = {
    age_range: '25_34',
    skin_type: 'sensitive',
    allergies: 'Fragrance <b>mix</b>',
    pregnancy: 'breastfeeding',
    routine: '  Cleanser, then SPF 50 in the morning.  ',
    medicines: '',
  };

  it('goes with the request, trimmed and without empty answers; the shopper and the dermatologist see it', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    const asked = await ask(customer, { analysis_id: analysis.id, question: 'Is it safe while breastfeeding?', intake });
    expect(asked.statusCode, asked.body).toBe(201);
    const stored = { age_range: '25_34', skin_type: 'sensitive', allergies: 'Fragrance <b>mix</b>', pregnancy: 'breastfeeding', routine: 'Cleanser, then SPF 50 in the morning.' };
    expect(asked.json().data.intake).toEqual(stored);
    expect((await queue()).find((entry) => entry.id === asked.json().data.id)!).toMatchObject({ intake: stored });
    expect((await detail(asked.json().data.id)).json().data.intake).toEqual(stored);
    // Without answers (or only empty ones) there is no intake.
    const other = await storedAnalysis(app, customer.user.id);
    const bare = await ask(customer, { analysis_id: other.id, intake: { allergies: '   ', routine: '' } });
    expect(bare.json().data.intake).toBeNull();
  });

  it('refuses answers off the lists and texts over their limits with clear messages, and stores nothing', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    for (const [change, message] of [
      [{ age_range: '30' }, 'Choose an age range from the list'],
      [{ skin_type: 'green' }, 'Choose a skin type from the list'],
      [{ pregnancy: 'maybe' }, 'Choose a pregnancy or breastfeeding answer from the list'],
      [{ allergies: 'x'.repeat(501) }, 'Known allergies must be at most 500 characters'],
      [{ routine: 'x'.repeat(1001) }, 'The current routine must be at most 1000 characters'],
      [{ medicines: 'x'.repeat(501) }, 'Current medicines must be at most 500 characters'],
      [{ medicines: 42 }, 'Current medicines must be at most 500 characters'],
    ] as const) {
      const res = await ask(customer, { analysis_id: analysis.id, intake: { ...intake, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[0].field).toMatch(/^intake/);
    }
    const notAnObject = await ask(customer, { analysis_id: analysis.id, intake: 'pregnant' });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe('The intake answers are not valid');
    // At the limits exactly, it is taken.
    const full = await ask(customer, { analysis_id: analysis.id, intake: { allergies: 'a'.repeat(500), routine: 'r'.repeat(1000), medicines: 'm'.repeat(500) } });
    expect(full.statusCode, full.body).toBe(201);
    expect(await app.testing.database.query('SELECT count(*)::int AS n FROM consultations WHERE analysis_id = $1', [analysis.id])).toEqual([{ n: 1 }]);
  });
});

describe("a request with its patient's history", () => {
  it("shows the patient's other analyses and requests, newest first, and nothing of who they are", async () => {
    const customer = await subscriber();
    const first = await storedAnalysis(app, customer.user.id, 'Dry skin');
    const firstAsk = (await ask(customer, { analysis_id: first.id, question: 'Why so dry?', intake: { skin_type: 'dry' } })).json().data;
    await act(firstAsk.id, 'claim');
    await act(firstAsk.id, 'reply', undefined, { reply: 'Use a richer cream.' });
    app.testing.clock.advance(60_000);
    const second = await storedAnalysis(app, customer.user.id, 'Mild redness');
    const followUp = (await ask(customer, { analysis_id: first.id, question: 'Better now?' })).json().data;
    await act(followUp.id, 'claim');
    await act(followUp.id, 'reply', undefined, { reply: 'Yes.' });
    app.testing.clock.advance(60_000);
    const current = (await ask(customer, { analysis_id: second.id, question: 'And this redness?' })).json().data;
    // Someone else's analyses stay out.
    const stranger = await subscriber();
    await storedAnalysis(app, stranger.user.id, 'Oily skin');

    const res = await detail(current.id, secondDermatologist.token);
    expect(res.statusCode, res.body).toBe(200);
    const { history, ...item } = res.json().data;
    expect(item).toEqual((await queue()).find((entry) => entry.id === current.id));
    expect(history.analyses.map((a: { id: number; result: string }) => [a.id, a.result])).toEqual([[first.id, 'Dry skin']]);
    expect(history.consultations).toEqual([
      { id: followUp.id, analysis_id: first.id, question: 'Better now?', intake: null, status: 'answered', created_at: followUp.created_at, reply: { text: 'Yes.', dermatologist_name: 'Efua Owusu', answered_at: expect.any(String) } },
      expect.objectContaining({ id: firstAsk.id, question: 'Why so dry?', intake: { skin_type: 'dry' }, reply: expect.objectContaining({ text: 'Use a richer cream.' }) }),
    ]);
    const text = JSON.stringify(res.json());
    for (const secret of [customer.email, 'Abena', 'Boateng']) expect(text).not.toContain(secret);
    expect(text).not.toContain(`"${customer.user.id}"`);
  });

  it('is for dermatologists who may see the request: 403 for other roles, 404 for an answered request of another dermatologist', async () => {
    const customer = await subscriber();
    const analysis = await storedAnalysis(app, customer.user.id);
    const { id } = (await ask(customer, { analysis_id: analysis.id })).json().data;
    expect((await detail(id, customer.token)).statusCode).toBe(403);
    expect((await detail(id, staff.users.admin.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/clinic/consultations/${id}` })).statusCode).toBe(401);
    // Unanswered, every dermatologist may open it, claimed or not.
    expect((await detail(id, secondDermatologist.token)).statusCode).toBe(200);
    await act(id, 'claim');
    expect((await detail(id, secondDermatologist.token)).statusCode).toBe(200);
    await act(id, 'reply', undefined, { reply: 'All fine.' });
    expect((await detail(id)).json().data).toMatchObject({ status: 'answered', reply: { text: 'All fine.', dermatologist_name: 'Efua Owusu', products: [] } });
    const other = await detail(id, secondDermatologist.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Consultation request not found');
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/clinic/consultations/abc', headers: bearer(staff.users.dermatologist.token) })).statusCode).toBe(400);
  });
});

describe('answered requests', () => {
  it("lists the dermatologist's own answers, the latest first, a page at a time, with the products suggested", async () => {
    const doctor = await registerVerifiedUser(app, { role: 'dermatologist', first_name: 'Akosua', last_name: 'Nyarko' });
    const customer = await subscriber();
    const products = (await catalog(app)).slice(0, 1).map((p) => p.product_id);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const analysis = await storedAnalysis(app, customer.user.id);
      const { id } = (await ask(customer, { analysis_id: analysis.id, question: `Question ${n}` })).json().data;
      await act(id, 'claim', doctor.token);
      app.testing.clock.advance(60_000);
      expect((await act(id, 'reply', doctor.token, { reply: `Answer ${n}`, product_ids: n === 3 ? products : [] })).statusCode).toBe(200);
      ids.push(id);
    }
    // Another dermatologist's answer is not in this list.
    const analysis = await storedAnalysis(app, customer.user.id);
    const { id: theirs } = (await ask(customer, { analysis_id: analysis.id })).json().data;
    await act(theirs, 'claim', secondDermatologist.token);
    await act(theirs, 'reply', secondDermatologist.token, { reply: 'Not yours.' });

    const page1 = await answeredPage(doctor.token, '?limit=2');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().pagination).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2, has_more: true });
    expect(page1.json().data.map((entry: QueueItem) => entry.id)).toEqual([ids[2], ids[1]]);
    expect(page1.json().data[0]).toMatchObject({ status: 'answered', question: 'Question 3', reply: { text: 'Answer 3', dermatologist_name: 'Akosua Nyarko', products: [{ id: products[0] }] } });
    const page2 = await answeredPage(doctor.token, '?limit=2&page=2');
    expect(page2.json().data.map((entry: QueueItem) => entry.id)).toEqual([ids[0]]);
    expect(page2.json().pagination).toMatchObject({ page: 2, has_more: false });
    expect((await answeredPage(doctor.token, '?page=0')).json().message).toBe('Page must be 1 or more');
    expect((await answeredPage(customer.token)).statusCode).toBe(403);
    expect((await answeredPage(doctor.token)).json().data).toHaveLength(3);
  });
});
