import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../Input';
import { Label } from './Label';

describe('Label', () => {
  it('names the field it is for', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" onChange={(event) => onChange(event.target.value)} />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('focuses its field when the label is clicked', async () => {
    render(
      <>
        <Label htmlFor="first-name">First name</Label>
        <Input id="first-name" />
      </>,
    );
    await userEvent.click(screen.getByText('First name'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });
});
