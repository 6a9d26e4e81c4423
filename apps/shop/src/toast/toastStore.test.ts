import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from './toastStore';

const messages = () => toastStore.getSnapshot().map((item) => item.message);

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toast.clear();
    vi.useRealTimers();
  });

  it('keeps a success toast 2000 ms and an error toast 4000 ms', () => {
    toast.success('Cart updated');
    toast.error('Failed to add item to cart');
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['Cart updated', 'Failed to add item to cart']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Failed to add item to cart']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('keeps blank and custom toasts 4000 ms and a loading toast until it is replaced', () => {
    toast('Removed from favorites');
    toast.custom('Thanks for subscribing!');
    const loading = toast.loading('Signing in...');
    vi.advanceTimersByTime(3999);
    expect(messages()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Signing in...']);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Signing in...']);
    toast.update(loading, 'success', 'Login successful!');
    expect(messages()).toEqual(['Login successful!']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('shows at most 20 toasts, dropping the oldest', () => {
    for (let index = 1; index <= 25; index += 1) toast.loading(`toast ${index}`);
    expect(messages()).toHaveLength(20);
    expect(messages()[0]).toBe('toast 6');
    expect(messages()[19]).toBe('toast 25');
  });
});
