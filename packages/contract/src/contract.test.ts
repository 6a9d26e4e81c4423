import { describe, expect, it } from 'vitest';
import {
  cartAddRequestSchema,
  changePasswordRequestSchema,
  checkPassword,
  passwordRules,
  planPrice,
  plans,
  productListQuerySchema,
  registerRequestSchema,
  toCents,
  toDollars,
  hasAiAccess,
  packageTypes,
  productSchema,
  sampleProducts,
} from './index';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('password rules', () => {
  it('has the five strength rules of spec section 5', () => {
    expect(passwordRules.map((r) => r.id)).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
    expect(checkPassword('Abcdef1!').ok).toBe(true);
  });

  it('lists every failed rule after "Password must:"', () => {
    expect(checkPassword('abc').message).toBe(
      'Password must:\n- be at least 8 characters long\n- contain at least one uppercase letter\n- contain at least one number\n- contain at least one special character',
    );
  });

  it('accepts only the spec special characters', () => {
    expect(checkPassword('Abcdefg1~').ok).toBe(false);
    for (const ch of '!@#$%^&*(),.?":{}|<>') expect(checkPassword(`Abcdefg1${ch}`).ok).toBe(true);
  });
});

describe('registration', () => {
  const valid = { email: ' Ama@Example.com ', password: 'Secret12!', first_name: 'Ama', last_name: 'Mensah' };

  it('normalises the email and defaults the role to consumer', () => {
    const parsed = registerRequestSchema.parse(valid);
    expect(parsed.email).toBe('ama@example.com');
    expect(parsed.role).toBe('consumer');
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please provide a valid email'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'Ab1!' }, 'Password must be at least 8 characters'],
    [{ first_name: '  ' }, 'First name is required'],
    [{ last_name: undefined }, 'Last name is required'],
  ])('rejects %o with the spec message', (patch, message) => {
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });

  it('requires every strength rule', () => {
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, password: 'alllowercase1!' }))).toBe(
      'Password must:\n- contain at least one uppercase letter',
    );
  });
});

describe('change password', () => {
  it('accepts both field spellings', () => {
    expect(changePasswordRequestSchema.parse({ current_password: 'old', new_password: 'Newpass1!' })).toEqual({
      currentPassword: 'old',
      newPassword: 'Newpass1!',
    });
  });

  it('uses the spec messages', () => {
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: 'x' }))).toBe('All password fields are required');
    expect(
      firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'Newpass1!', confirmPassword: 'Other1!x' })),
    ).toBe('New passwords do not match');
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }))).toMatch(/^Password must:\n/);
  });
});

describe('plans and money', () => {
  it('prices the plans as marketed, yearly with 10% off', () => {
    expect(plans.premium.name).toBe('Premium Analysis');
    expect(planPrice('basic', 'yearly')).toBe(0);
    expect(planPrice('premium', 'monthly')).toBe(3.99);
    expect(planPrice('premium', 'yearly')).toBe(43.09);
    expect(planPrice('ai_analysis', 'yearly')).toBe(323.89);
  });

  it('converts between cents and dollars without float drift', () => {
    expect(toCents(5.99)).toBe(599);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(5599)).toBe(55.99);
  });
});

describe('queries and cart', () => {
  it('defaults the product list to page 1 of 12, descending; the sort is left to the server (newest first, or relevance with a search)', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 12, order: 'DESC' });
    expect(productListQuerySchema.parse({ order: 'asc', page: '2' })).toMatchObject({ order: 'ASC', page: 2 });
    expect(productListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('keeps cart quantities within 1..99', () => {
    expect(cartAddRequestSchema.parse({ product_id: 3 })).toEqual({ product_id: 3, quantity: 1 });
    expect(firstMessage(cartAddRequestSchema.safeParse({ product_id: 3, quantity: 100 }))).toBe('Quantity must be between 1 and 99');
    expect(firstMessage(cartAddRequestSchema.safeParse({ product_id: 3, quantity: 0 }))).toBe('Quantity must be between 1 and 99');
  });

  it('reads ids and quantities from numbers and decimal texts only', () => {
    expect(cartAddRequestSchema.parse({ product_id: ' 12 ', quantity: '2' })).toEqual({ product_id: 12, quantity: 2 });
    for (const product_id of ['0x10', '1e1', '', 'Infinity', '12abc', true, null, [7]]) {
      expect(firstMessage(cartAddRequestSchema.safeParse({ product_id })), String(product_id)).toBe('Must be a number');
    }
    expect(firstMessage(cartAddRequestSchema.safeParse({ product_id: '1.5' }))).toBe('Must be a whole number');
    expect(firstMessage(cartAddRequestSchema.safeParse({ product_id: 3, quantity: '0b11' }))).toBe('Quantity must be between 1 and 99');
  });
});

describe('shared data', () => {
  it('has the eight sample products of spec section 3 with their prices', () => {
    expect(sampleProducts.map((p) => [p.product_name, p.price])).toEqual([
      ['Sunscreen Cream', 5.99],
      ['Vitamin C Serum', 3.99],
      ['Body Glow', 7.99],
      ['Pink Lip Balm', 1.99],
      ['Body Butter', 5.99],
      ['Lip Scrub', 0.99],
      ['Nyansa Pouch Starter Pack', 40.99],
      ['Full Set', 55.99],
    ]);
    for (const product of sampleProducts) expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('gives AI access to ai_analysis holders only (spec section 4)', () => {
    expect(packageTypes.filter((type) => hasAiAccess(type))).toEqual(['ai_analysis']);
    expect(hasAiAccess(null)).toBe(false);
  });
});
