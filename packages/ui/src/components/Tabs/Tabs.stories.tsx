import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};
export const CartSelected: Story = { args: { defaultValue: 'cart' } };
export const SecondTheme: Story = { ...secondTheme };
