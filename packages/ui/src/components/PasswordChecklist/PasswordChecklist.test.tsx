import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist, passwordChecklist } from './PasswordChecklist';

function checklistFor(password: string) {
  render(<PasswordChecklist rules={passwordChecklist(password)} />);
  return screen.getAllByRole('listitem');
}

function metLabels(items: HTMLElement[]) {
  return items.filter((item) => item.dataset.met === 'true').map((item) => item.textContent);
}

describe('PasswordChecklist', () => {
  it('lists every strength rule, none met for an empty password', () => {
    const items = checklistFor('');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(items).toHaveLength(5);
    expect(metLabels(items)).toEqual([]);
    expect(items.every((item) => item.textContent?.endsWith('(not met)'))).toBe(true);
  });

  it('ticks the rules a password meets as it is typed', () => {
    const items = checklistFor('nyansa1');
    expect(metLabels(items)).toEqual(['One lowercase letter(met)', 'One number(met)']);
  });

  it('ticks all five rules, including a special character from the spec list', () => {
    expect(metLabels(checklistFor('Nyansa2020"'))).toHaveLength(5);
  });

  it('does not count a special character outside the spec list', () => {
    const items = checklistFor('Nyansa2020~');
    expect(items.find((item) => item.textContent?.startsWith('One special character'))?.dataset.met).toBe('false');
  });
});

describe('passwordChecklist', () => {
  it('checks a password against a brand’s own rules when given them', () => {
    const rules = [{ label: 'At least 12 characters', test: (password: string) => password.length >= 12 }];
    expect(passwordChecklist('short', rules)).toEqual([{ label: 'At least 12 characters', met: false }]);
    expect(passwordChecklist('long enough here', rules)).toEqual([{ label: 'At least 12 characters', met: true }]);
  });
});
