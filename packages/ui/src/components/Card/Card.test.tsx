import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card', () => {
  it('composes a titled surface with content and footer, passing native props through', () => {
    render(
      <Card aria-labelledby="order-title" className="max-w-sm">
        <CardHeader>
          <CardTitle id="order-title">Order summary</CardTitle>
          <CardDescription>2 items</CardDescription>
        </CardHeader>
        <CardContent>Total: $8.97</CardContent>
        <CardFooter>
          <button type="button">Proceed to Payment</button>
        </CardFooter>
      </Card>,
    );
    const card = screen.getByRole('heading', { name: 'Order summary' }).closest('[data-slot="card"]');
    expect(card).toHaveAttribute('aria-labelledby', 'order-title');
    expect(card).toHaveClass('max-w-sm', 'bg-surface');
    expect(card).toHaveTextContent('2 itemsTotal: $8.97Proceed to Payment');
  });
});
