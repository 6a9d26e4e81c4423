import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { DeliveryOptions, type DeliveryOptionsProps } from './DeliveryOptions';
import { accraOptions } from './fixtures';

const meta = {
  title: 'Shop/DeliveryOptions',
  component: DeliveryOptions,
  args: { options: accraOptions, value: null, onChange: fn(), itemsTotal: 11.98, className: 'max-w-xl' },
} satisfies Meta<typeof DeliveryOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app owns the choice; this keeps it the way the checkout does. */
function Chooser(props: DeliveryOptionsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DeliveryOptions
      {...props}
      value={value}
      onChange={(option) => {
        props.onChange(option);
        setValue(String(option.id));
      }}
    />
  );
}

export const NothingChosen: Story = {};
export const HomeDeliveryChosen: Story = { args: { value: '1' } };
export const PickupChosen: Story = { args: { value: '2' } };
/** The items reach the free-over threshold: home delivery says 'Free'. */
export const FreeOverThreshold: Story = {
  args: { value: '1', itemsTotal: 55.99 },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('radio', { name: 'Home delivery (Greater Accra)' });
    await expect(home).toHaveAccessibleDescription('Arrives in 2-4 days');
    await expect(canvas.getAllByText('Free')).toHaveLength(2);
  },
};
export const Refused: Story = { args: { value: '1', error: 'This delivery option does not serve the chosen address' } };
export const NoOptions: Story = { args: { options: [] } };
export const Disabled: Story = { args: { value: '2', disabled: true } };

export const ChooseByKeyboard: Story = {
  render: (args) => <Chooser {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery option' })).toBeInTheDocument();
    await expect(canvas.getByText('$4.50')).toBeVisible();
    await expect(canvas.getByText('Free over $50.00')).toBeVisible();
    const home = canvas.getByRole('radio', { name: 'Home delivery (Greater Accra)' });
    await expect(home).toHaveAccessibleDescription('Arrives in 2-4 days Free over $50.00');
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(home).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(accraOptions[0]);
    // Held, then let go: Radix chooses the radio the arrow moves to while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    const osu = canvas.getByRole('radio', { name: 'Nyansa Osu shop' });
    await expect(osu).toHaveFocus();
    await expect(osu).toBeChecked();
    await expect(osu).toHaveAccessibleDescription('12 Oxford Street, Osu, Accra Open Mon-Sat 9:00-18:00 Ready in 1 day');
    await expect(args.onChange).toHaveBeenLastCalledWith(accraOptions[1]);
  },
};

export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { value: '1', className: 'w-full' } };
export const SecondTheme: Story = { ...secondTheme, args: { value: '2' } };
