import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, within } from 'storybook/test';
import { minutesAfter } from '../../stories/fixtures';
import { ChatWidget, type ChatMessage, type ChatWidgetProps } from './ChatWidget';

const greeting: ChatMessage = { id: '1', type: 'bot', content: 'Hi Ama! How can I help your skin today?', timestamp: minutesAfter(0) };

/** The chat as the shop keeps it: a sent message joins the log at a fixed time, 09:07. */
function ShopChat(props: ChatWidgetProps) {
  const [messages, setMessages] = useState(props.messages);
  return (
    <ChatWidget
      {...props}
      messages={messages}
      onSend={(text) => {
        props.onSend(text);
        setMessages((current) => [...current, { id: String(current.length + 1), type: 'user', content: text, timestamp: new Date(2026, 0, 5, 9, 7) }]);
      }}
    />
  );
}

const meta = {
  title: 'Assistant/ChatWidget/Features',
  component: ChatWidget,
  parameters: { layout: 'fullscreen' },
  args: { messages: [greeting], signedIn: true, defaultOpen: true, onSend: fn(), onLogin: fn(), onImageSelected: fn() },
  render: (args) => <ShopChat {...args} />,
  decorators: [(Story) => <div className="h-[40rem]"><Story /></div>],
} satisfies Meta<typeof ChatWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel is a dialog in a portal under <body>, outside the story's canvas. */
const panel = () => within(screen.getByRole('dialog'));

export const SendShowsTheMessageWithItsTime: Story = {
  play: async ({ args, userEvent }) => {
    const chat = panel();
    const send = chat.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(chat.getByRole('textbox', { name: 'Message' }), '  Which serum evens out dark spots?  ');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('Which serum evens out dark spots?');
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const log = within(chat.getByRole('log', { name: 'Chat messages' }));
    await expect(log.getByText('Which serum evens out dark spots?')).toBeVisible();
    // HH:mm, two digits each: the greeting at 14:30, the new message at 09:07.
    const times = [...chat.getByRole('log').querySelectorAll('time')].map((time) => time.textContent);
    await expect(times).toEqual(['14:30', '09:07']);
  },
};

export const EnterSends: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.type(panel().getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello');
  },
};

export const UploadForAiAccess: Story = {
  args: { hasAiAccess: true, historyCount: 2 },
  play: async ({ args, userEvent }) => {
    const chat = panel();
    await expect(chat.getByRole('button', { name: 'Upload a photo for skin analysis' })).toBeVisible();
    await expect(chat.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    const photo = new File(['face'], 'face.png', { type: 'image/png' });
    await userEvent.upload(chat.getByLabelText('Choose photo'), photo);
    await expect(args.onImageSelected).toHaveBeenCalledWith(photo);
    // A file picker's "All files" lets a text file through the accept filter; the chat refuses it.
    await fireEvent.change(chat.getByLabelText('Choose photo'), { target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    await expect(chat.getByText('Please select a valid image file')).toBeVisible();
    await expect(args.onImageSelected).toHaveBeenCalledTimes(1);
  },
};

export const NoUploadWithoutAiAccess: Story = {
  play: async () => {
    const chat = panel();
    await expect(chat.queryByRole('button', { name: 'Upload a photo for skin analysis' })).not.toBeInTheDocument();
    await expect(chat.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

export const VisitorsAreAskedToLogIn: Story = {
  args: { signedIn: false, messages: [], defaultOpen: false },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Need help? Try our AI assistant!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open chat assistant' }));
    const chat = panel();
    await expect(chat.getByText('Please log in to access all features.')).toBeVisible();
    await expect(chat.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await userEvent.click(chat.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};
