import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldError, Input } from './Input';

describe('Input', () => {
  it('reports typing and can be marked invalid', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Email" aria-invalid onChange={(event) => onChange(event.target.value)} />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toBeInvalid();
    await userEvent.type(field, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
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
