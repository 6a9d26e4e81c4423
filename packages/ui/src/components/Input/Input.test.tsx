import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from '../Label';
import { Select } from '../Select';
import { FieldError, Input } from './Input';

describe('Input and Label', () => {
  it('is named by its label and reports typing', async () => {
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

describe('FieldError', () => {
  it('announces a validation message and renders nothing without one', () => {
    const { container, rerender } = render(<FieldError />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FieldError>Email is required</FieldError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });
});

describe('Select', () => {
  const roles = [
    { value: 'consumer', label: 'Consumer' },
    { value: 'dermatologist', label: 'Dermatologist' },
    { value: 'brand_admin', label: 'Brand admin' },
    { value: 'admin', label: 'Admin' },
  ];

  it('offers its options and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select aria-label="Role" options={roles} defaultValue="consumer" onChange={(event) => onChange(event.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveValue('consumer');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Consumer', 'Dermatologist', 'Brand admin', 'Admin']);
    await userEvent.selectOptions(select, 'brand_admin');
    expect(onChange).toHaveBeenCalledWith('brand_admin');
  });

  it('can be disabled', () => {
    render(<Select aria-label="Role" options={roles} disabled />);
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  });
});
