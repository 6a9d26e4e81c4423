import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { secondTheme } from '../../stories/fixtures';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'profile' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList>
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="favorites">Favorites</TabsTrigger>
        <TabsTrigger value="cart">Cart</TabsTrigger>
        <TabsTrigger value="orders" disabled>
          Orders
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Ama Mensah, ama@example.com</TabsContent>
      <TabsContent value="favorites">Your favorite products.</TabsContent>
      <TabsContent value="cart">Your cart.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click shows a tab's panel; the arrows move and choose, skipping the disabled tab and wrapping round. */
export const Default: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Ama Mensah, ama@example.com');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Favorites' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('favorites');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Favorites' })).toHaveTextContent('Your favorite products.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cart' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('profile');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};
export const CartSelected: Story = { args: { defaultValue: 'cart' } };
export const SecondTheme: Story = { ...secondTheme };
