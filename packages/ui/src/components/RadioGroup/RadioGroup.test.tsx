import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

function Billing({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <RadioGroup aria-label="Billing cycle" defaultValue="monthly" onValueChange={onValueChange}>
      <RadioGroupItem value="monthly" id="monthly" />
      <Label htmlFor="monthly">Monthly</Label>
      <RadioGroupItem value="yearly" id="yearly" />
      <Label htmlFor="yearly">Yearly</Label>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a named group of radios, one checked, chosen by click on the label or by arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Billing onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    const [monthly, yearly] = [screen.getByRole('radio', { name: 'Monthly' }), screen.getByRole('radio', { name: 'Yearly' })];
    expect(monthly).toBeChecked();
    await userEvent.click(screen.getByText('Yearly'));
    expect(yearly).toBeChecked();
    expect(monthly).not.toBeChecked();
    await userEvent.click(monthly);
    // Held as a person holds it: Radix checks the radio that gets focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    expect(yearly).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.keyboard('{ArrowUp>}');
    await userEvent.keyboard('{/ArrowUp}');
    expect(onValueChange).toHaveBeenLastCalledWith('monthly');
    expect(monthly).toBeChecked();
  });
});
