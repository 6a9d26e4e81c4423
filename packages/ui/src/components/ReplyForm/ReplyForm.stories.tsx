import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dermatologistReply, longText, mobileViewport, sampleProducts, secondTheme } from '../../stories/fixtures';
import { ReplyForm } from './ReplyForm';

const catalog = sampleProducts.map(({ id, name }) => ({ id, name }));

const meta = {
  title: 'Clinic/ReplyForm',
  component: ReplyForm,
  args: { products: catalog, onSubmit: fn(), className: 'max-w-2xl' },
} satisfies Meta<typeof ReplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Written: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'Use sunscreen every morning.');
    await expect(canvas.getByText('3,972 characters left')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a product' }), 'sun');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sunscreen Cream' }));
    await expect(canvas.getByText('Suggested: Sunscreen Cream')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reply: 'Use sunscreen every morning.', productIds: [1] });
  },
};
export const RequiredReplyMissing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please write a reply');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const TooLong: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.click(field);
    await userEvent.paste(`${dermatologistReply} `.repeat(16));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Reply must be at most 4000 characters');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Send Reply/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Find a product' })).toBeDisabled();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};
export const SendFailed: Story = { args: { error: 'This request was already answered' } };
export const WithoutProducts: Story = { args: { products: [] } };
/** Up to six products need no search box; picks are listed in the order made and sent with the reply. */
export const FewProducts: Story = {
  args: { products: catalog.slice(0, 3) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'Try these.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Body Glow' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sunscreen Cream' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vitamin C Serum' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sunscreen Cream' }));
    await expect(canvas.getByText('Suggested: Body Glow, Vitamin C Serum')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reply' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ reply: 'Try these.', productIds: [3, 2] });
  },
};
export const LongText: Story = { args: { products: [{ id: 99, name: longText }, ...catalog.slice(0, 2)] } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme, args: { error: 'This request was already answered' } };
