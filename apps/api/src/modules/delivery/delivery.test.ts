import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type Staff } from '../../../test/backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { addToCart, catalog, checkout, orderOf } from '../../../test/payment-journeys';

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
});
afterAll(() => app.close());

const accra = {
  full_name: 'Ama Mensah',
  phone: '024 123 4567',
  country: 'GH',
  region: 'greater accra',
  city: 'Accra',
  line1: '12 Oxford Street, Osu',
  landmark: 'Behind the Osu post office',
  digital_address: 'ga1234567',
};
const kumasi = { ...accra, region: 'Ashanti', city: 'Kumasi', line1: '4 Prempeh II Street, Adum', digital_address: 'AK-484-9321', landmark: null };

async function addAddress(token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/user/addresses', headers: bearer(token), payload: body });
}

interface OptionBody {
  id: number;
  kind: string;
  name: string;
  fee: number;
  free_over: number | null;
  estimate_days: [number, number];
}

async function optionsFor(token: string, addressId?: number): Promise<OptionBody[]> {
  const res = await app.inject({ method: 'GET', url: `/api/delivery/options${addressId ? `?address_id=${addressId}` : ''}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OptionBody[] }>().data;
}

describe('the address book', () => {
  it('keeps addresses with the phone in E.164, the region and digital address as Ghana writes them; the first is the default', async () => {
    const { token } = await registerVerifiedUser(app);
    const res = await addAddress(token, accra);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      phone: '+233241234567',
      region: 'Greater Accra',
      digital_address: 'GA-123-4567',
      postal_code: null,
      line2: null,
      is_default: true,
    });
    const second = (await addAddress(token, { ...kumasi, is_default: true })).json().data;
    const list = (await app.inject({ method: 'GET', url: '/api/user/addresses', headers: bearer(token) })).json().data as Array<{ id: number; is_default: boolean }>;
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [res.json().data.id, false],
    ]);

    const edited = await app.inject({ method: 'PUT', url: `/api/user/addresses/${res.json().data.id}`, headers: bearer(token), payload: { ...accra, line2: 'Flat 3' } });
    expect(edited.json().data).toMatchObject({ line2: 'Flat 3', is_default: false });
    // Deleting the default makes the other one the default.
    expect((await app.inject({ method: 'DELETE', url: `/api/user/addresses/${second.id}`, headers: bearer(token) })).json()).toEqual({ success: true, message: 'Address deleted' });
    expect((await app.inject({ method: 'GET', url: '/api/user/addresses', headers: bearer(token) })).json().data).toMatchObject([{ id: res.json().data.id, is_default: true }]);
  });

  it('refuses bad input field by field, checking the phone and postal code for the country', async () => {
    const { token } = await registerVerifiedUser(app);
    const res = await addAddress(token, { ...accra, phone: '12345', region: 'Lagos', digital_address: 'Osu 12', postal_code: '00233' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Enter a valid phone number for Ghana' },
        { field: 'region', message: 'Choose a region of Ghana' },
        { field: 'digital_address', message: 'Enter the GhanaPost digital address as on the GPS app, e.g. GA-123-4567' },
        { field: 'postal_code', message: 'Ghana uses the digital address instead of a postal code' },
      ]),
    );
    const us = await addAddress(token, { full_name: 'Ama', phone: '+233 24 123 4567', country: 'US', region: 'New York', city: 'Brooklyn', line1: '1 Main St' });
    expect(us.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Enter a valid phone number for the United States' },
        { field: 'postal_code', message: 'Postal code is required' },
      ]),
    );
    const france = await addAddress(token, { ...accra, country: 'FR' });
    expect(france.json().errors).toContainEqual({ field: 'country', message: 'We deliver to Ghana, Nigeria, Kenya, South Africa and the United States' });
    const ok = await addAddress(token, { full_name: 'Ama', phone: '(212) 555-0142', country: 'US', region: 'new york', city: 'Brooklyn', line1: '1 Main St', postal_code: '11201' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ phone: '+12125550142', region: 'New York', postal_code: '11201' });
    expect((await app.inject({ method: 'GET', url: '/api/user/addresses', headers: bearer(token) })).json().data).toHaveLength(1);
  });

  it("answers 404 for another shopper's address and 401 without a token", async () => {
    const owner = await registerVerifiedUser(app);
    const other = await registerVerifiedUser(app);
    const id = (await addAddress(owner.token, accra)).json().data.id;
    expect((await app.inject({ method: 'PUT', url: `/api/user/addresses/${id}`, headers: bearer(other.token), payload: accra })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/user/addresses/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/delivery/options?address_id=${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/user/addresses' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/addresses', headers: bearer(other.token) })).json().data).toEqual([]);
  });
});

describe('delivery options and the cart', () => {
  it("offers the zone's home delivery and the country's pickup points; without an address, pickup points only", async () => {
    const { token } = await registerVerifiedUser(app);
    const home = (await addAddress(token, accra)).json().data.id;
    const far = (await addAddress(token, kumasi)).json().data.id;
    expect((await optionsFor(token)).map((o) => o.kind)).toEqual(['pickup']);
    expect((await optionsFor(token, home)).map((o) => o.name)).toEqual(['Home delivery, Greater Accra', 'Pickup at Nyansa Studio, Osu']);
    expect((await optionsFor(token, far)).map((o) => o.name)).toEqual(['Home delivery, rest of Ghana', 'Pickup at Nyansa Studio, Osu']);
    expect((await optionsFor(token, home))[0]).toMatchObject({ fee: 3, free_over: 50, estimate_days: [1, 2] });
  });

  it('adds the chosen delivery fee to the cart and the payment, free over the threshold, pickup by default', async () => {
    const { token } = await registerVerifiedUser(app);
    const [product] = await catalog(app);
    await addToCart(app, token, product!.product_id, 1);
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().data;
    // Nothing chosen: pickup at the default point, free.
    expect(cart).toMatchObject({ items_total: product!.price, delivery_fee: 0, cart_total: product!.price, delivery: { option: { kind: 'pickup' }, address: null, fee: 0 } });

    const home = (await addAddress(token, accra)).json().data;
    const [accraDelivery] = await optionsFor(token, home.id);
    const chosen = await app.inject({ method: 'PUT', url: '/api/cart/delivery', headers: bearer(token), payload: { option_id: accraDelivery!.id, address_id: home.id } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const fee = product!.price >= 50 ? 0 : 3;
    expect(chosen.json().data).toMatchObject({ option: { id: accraDelivery!.id }, address: { id: home.id }, fee });
    const withFee = (await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().data;
    expect(withFee).toMatchObject({ items_total: product!.price, delivery_fee: fee, cart_total: Math.round((product!.price + fee) * 100) / 100 });

    const answer = await checkout(app, token);
    expect(answer.total_amount).toBe(withFee.cart_total);
    const order = (await orderOf(app, token, answer.order_id)).json().data;
    expect(order.delivery).toMatchObject({ option: { name: 'Home delivery, Greater Accra' }, address: { full_name: 'Ama Mensah', digital_address: 'GA-123-4567' }, fee });
    expect(order.delivery.address).not.toHaveProperty('id');
    // The order keeps its copy: a later edit of the address changes nothing in it.
    await app.inject({ method: 'PUT', url: `/api/user/addresses/${home.id}`, headers: bearer(token), payload: { ...accra, line1: '99 Ring Road' } });
    expect((await orderOf(app, token, answer.order_id)).json().data.delivery.address.line1).toBe('12 Oxford Street, Osu');

    // Enough items: delivery is free.
    await addToCart(app, token, product!.product_id, Math.ceil(50 / product!.price));
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().data).toMatchObject({ delivery_fee: 0 });
  });

  it('refuses a delivery option that does not serve the address, and home delivery without an address', async () => {
    const { token } = await registerVerifiedUser(app);
    const far = (await addAddress(token, kumasi)).json().data.id;
    const accraOnly = (await optionsFor(token, (await addAddress(token, accra)).json().data.id))[0]!;
    const wrong = await app.inject({ method: 'PUT', url: '/api/cart/delivery', headers: bearer(token), payload: { option_id: accraOnly.id, address_id: far } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'This delivery option does not deliver to that address', errors: [{ field: 'option_id' }] });
    const none = await app.inject({ method: 'PUT', url: '/api/cart/delivery', headers: bearer(token), payload: { option_id: accraOnly.id } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'address_id', message: 'Please choose a delivery address' }]);
    expect((await app.inject({ method: 'PUT', url: '/api/cart/delivery', headers: bearer(token), payload: { option_id: 999999 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/api/cart/delivery', payload: { option_id: accraOnly.id } })).statusCode).toBe(401);
  });
});

describe('staff delivery options', () => {
  const pickupBody = {
    kind: 'pickup',
    name: 'Pickup at Kumasi City Mall',
    country: 'GH',
    fee: 1.5,
    estimate_days: [1, 3],
    pickup_point: { address: { line1: 'Kumasi City Mall, Asokwa', city: 'Kumasi', region: 'ashanti', country: 'GH' }, opening_hours: 'Mon-Sat 10:00-20:00' },
  };

  it('lets an admin add and change options (audited); anyone else gets 403 or 401', async () => {
    for (const caller of ['consumer', 'brand_admin_a', 'dermatologist'] as const) {
      expect((await app.inject({ method: 'GET', url: '/api/admin/delivery-options', headers: staff.headers(caller) })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/admin/delivery-options', headers: staff.headers(caller), payload: pickupBody })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/delivery-options' })).statusCode).toBe(401);

    const created = await app.inject({ method: 'POST', url: '/api/admin/delivery-options', headers: staff.headers('admin'), payload: pickupBody });
    expect(created.statusCode, created.body).toBe(201);
    const option = created.json().data;
    expect(option).toMatchObject({ kind: 'pickup', fee: 1.5, is_default: false, active: true, pickup_point: { address: { region: 'Ashanti' }, phone: null } });
    const changed = await app.inject({ method: 'PUT', url: `/api/admin/delivery-options/${option.id}`, headers: staff.headers('admin'), payload: { ...pickupBody, fee: 2, active: false } });
    expect(changed.json().data).toMatchObject({ fee: 2, active: false });
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=delivery_option.update', headers: staff.headers('admin') })).json().data;
    expect(audit[0]).toMatchObject({ target: { type: 'delivery_option', id: option.id }, before: { fee: 1.5 }, after: { fee: 2, active: false } });
    // Inactive: no longer offered.
    const { token } = await registerVerifiedUser(app);
    expect((await optionsFor(token)).map((o) => o.id)).not.toContain(option.id);
  });

  it('refuses bad options with field messages, and keeps one default pickup point', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/delivery-options',
      headers: staff.headers('admin'),
      payload: { kind: 'delivery', name: '', country: 'GH', regions: ['Lagos'], fee: -1, estimate_days: [5, 2], is_default: true },
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'fee', 'estimate_days']));
    const list = (await app.inject({ method: 'GET', url: '/api/admin/delivery-options', headers: staff.headers('admin') })).json().data as Array<{ id: number; is_default: boolean }>;
    const current = list.find((o) => o.is_default)!;
    const leave = await app.inject({ method: 'PUT', url: `/api/admin/delivery-options/${current.id}`, headers: staff.headers('admin'), payload: { ...pickupBody, is_default: false } });
    expect(leave.statusCode).toBe(409);
    const moved = await app.inject({ method: 'POST', url: '/api/admin/delivery-options', headers: staff.headers('admin'), payload: { ...pickupBody, name: 'New default', is_default: true } });
    expect(moved.statusCode, moved.body).toBe(201);
    const after = (await app.inject({ method: 'GET', url: '/api/admin/delivery-options', headers: staff.headers('admin') })).json().data as Array<{ id: number; is_default: boolean }>;
    expect(after.filter((o) => o.is_default).map((o) => o.id)).toEqual([moved.json().data.id]);
  });
});
