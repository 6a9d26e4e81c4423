import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CharacterCount, characterCountText, Textarea } from './Textarea';

function Counted({ limit = 10 }: { limit?: number }) {
  const [text, setText] = useState('');
  return (
    <>
      <Textarea aria-label="Reply" aria-describedby="count" value={text} onChange={(event) => setText(event.target.value)} />
      <CharacterCount length={text.length} limit={limit} counterId="count" />
    </>
  );
}

describe('characterCountText', () => {
  it('counts down, groups thousands, and says how many are too many', () => {
    expect(characterCountText(0, 4000)).toBe('4,000 characters left');
    expect(characterCountText(1999, 2000)).toBe('1 character left');
    expect(characterCountText(2001, 2000)).toBe('1 character too many');
    expect(characterCountText(2012, 2000)).toBe('12 characters too many');
    expect(characterCountText(0, 1234567)).toBe('1,234,567 characters left');
  });
});

describe('Textarea with CharacterCount', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts as the user types and keeps text past the limit', async () => {
    render(<Counted limit={10} />);
    const field = screen.getByRole('textbox', { name: 'Reply' });
    expect(field).toHaveAccessibleDescription('10 characters left');
    await userEvent.type(field, 'Hello there!');
    expect(field).toHaveValue('Hello there!');
    expect(field).toHaveAccessibleDescription('2 characters too many');
  });

  it('tells screen readers the count once typing pauses, not on every key', () => {
    vi.useFakeTimers();
    const { rerender } = render(<CharacterCount length={0} limit={100} counterId="count" />);
    const live = document.querySelector('[aria-live="polite"]');
    rerender(<CharacterCount length={3} limit={100} counterId="count" />);
    rerender(<CharacterCount length={5} limit={100} counterId="count" />);
    expect(live).toHaveTextContent('100 characters left');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(live).toHaveTextContent('95 characters left');
  });
});
