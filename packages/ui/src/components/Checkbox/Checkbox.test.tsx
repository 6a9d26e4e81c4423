import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that Space and a click on the label toggle', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="dryness" onCheckedChange={onCheckedChange} />
        <Label htmlFor="dryness">Dryness</Label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Dryness' });
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Dryness'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be mixed or disabled', async () => {
    const onCheckedChange = vi.fn();
    const { unmount } = render(<Checkbox aria-label="All concerns" checked="indeterminate" />);
    expect(screen.getByRole('checkbox')).toBePartiallyChecked();
    expect(screen.getByRole<HTMLInputElement>('checkbox').indeterminate).toBe(true);
    unmount();
    render(<Checkbox aria-label="All concerns" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
