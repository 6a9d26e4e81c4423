import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from './session';
import { storageWith } from './test-support';

describe('session', () => {
  afterEach(() => localStorage.clear());

  it("stores the session under 'token'", () => {
    const storage = storageWith();
    const session = createSession(storage);
    expect(session.token()).toBeNull();
    session.set('abc');
    expect(storage.getItem('token')).toBe('abc');
    expect(session.signedIn()).toBe(true);
    session.clear();
    expect(session.token()).toBeNull();
    expect(session.signedIn()).toBe(false);
  });

  it('tells its subscribers of every change, once each, until they leave', () => {
    const session = createSession(storageWith());
    let changes = 0;
    const leave = session.subscribe(() => (changes += 1));
    session.set('abc');
    session.clear();
    // Nothing was stored: nothing changed.
    session.clear();
    expect(changes).toBe(2);
    leave();
    session.set('def');
    expect(changes).toBe(2);
  });

  it("follows another tab's sign-in and sign-out through localStorage", () => {
    const session = createSession(localStorage);
    const seen: (string | null)[] = [];
    session.subscribe(() => seen.push(session.token()));
    localStorage.setItem('token', 'from-another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'from-another-tab' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user_favorites', newValue: '[]' }));
    expect(seen).toEqual(['from-another-tab']);
  });
});
