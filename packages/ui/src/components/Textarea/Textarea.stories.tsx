import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { FieldError } from '../Input';
import { Label } from '../Label';
import { CharacterCount, Textarea } from './Textarea';

function CountedField({ initial = '', limit = 200, disabled = false }: { initial?: string; limit?: number; disabled?: boolean }) {
  const [text, setText] = useState(initial);
  const id = useId();
  const over = text.length > limit;
  return (
    <div className="flex max-w-lg flex-col gap-2">
      <Label htmlFor={`${id}-field`}>Your review</Label>
      <Textarea
        id={`${id}-field`}
        value={text}
        disabled={disabled}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
      />
      <CharacterCount length={text.length} limit={limit} counterId={`${id}-count`} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Textarea',
  component: CountedField,
} satisfies Meta<typeof CountedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithCounter: Story = {
  args: { initial: 'Soft on my dry patches, no white cast.' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Your review' });
    await userEvent.type(field, ' Love it.');
    await expect(canvas.getByText('153 characters left')).toBeInTheDocument();
  },
};
/** Text past the limit is kept, never cut; the field is marked and the counter says by how much. */
export const OverTheLimit: Story = {
  args: { initial: `${longText}. ${longText}.`, limit: 200 },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(field).toHaveValue(`${longText}. ${longText}.`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('77 characters too many');
  },
};
export const Disabled: Story = {
  args: { initial: 'Sent for review.', disabled: true },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(field).toBeDisabled();
    await userEvent.type(field, ' More.');
    await expect(field).toHaveValue('Sent for review.');
  },
};
export const PlainWithError: Story = {
  render: () => (
    <div className="flex max-w-lg flex-col gap-2">
      <Label htmlFor="reply-plain">Your reply</Label>
      <Textarea id="reply-plain" aria-invalid aria-describedby="reply-plain-error" />
      <FieldError id="reply-plain-error">Please write a reply</FieldError>
    </div>
  ),
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { initial: longText } };
export const SecondTheme: Story = { ...secondTheme, args: { initial: `${longText}. ${longText}.`, limit: 200 } };
