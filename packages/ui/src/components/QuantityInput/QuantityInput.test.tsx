import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clampQuantity, QuantityInput } from './QuantityInput';

function Harness({ initial, onChange }: { initial: number; onChange: (quantity: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      value={value}
      itemName="Lip Scrub"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('clampQuantity', () => {
  it('keeps quantities within 1..99', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(42)).toBe(42);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
  });
});

describe('QuantityInput', () => {
  it('clamps a typed quantity above 99 to 99 when the field is left', async () => {
    const onChange = vi.fn();
    render(<Harness initial={1} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    fireEvent.blur(field);
    expect(field).toHaveValue(99);
    expect(onChange).toHaveBeenLastCalledWith(99);
  });

  it('turns an emptied or zero field back into 1', async () => {
    const onChange = vi.fn();
    render(<Harness initial={5} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    fireEvent.blur(field);
    expect(field).toHaveValue(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('never steps below 1 or above 99', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<Harness initial={1} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Lip Scrub' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Lip Scrub' }));
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
    unmount();
    render(<Harness initial={99} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Lip Scrub' })).toBeDisabled();
  });
});
