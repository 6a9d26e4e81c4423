import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function Dashboard() {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Dashboard">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="favorites">Favorites</TabsTrigger>
        <TabsTrigger value="cart">Cart</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Ama Mensah</TabsContent>
      <TabsContent value="favorites">Your favorite products.</TabsContent>
      <TabsContent value="cart">Your cart.</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel only', async () => {
    render(<Dashboard />);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ama Mensah');
    await userEvent.click(screen.getByRole('tab', { name: 'Cart' }));
    expect(screen.getByRole('tab', { name: 'Cart' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your cart.');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Dashboard />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your favorite products.');
  });
});
