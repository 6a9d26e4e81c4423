import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longText, minutesAfter, mobileViewport, secondTheme } from '../../stories/fixtures';
import { ChatInvitation, ChatLauncher } from './ChatLauncher';
import { ChatWidget, type ChatMessage } from './ChatWidget';

const conversation: ChatMessage[] = [
  { id: '1', type: 'bot', content: 'Hi Ama! How can I help your skin today?', timestamp: minutesAfter(0) },
  { id: '2', type: 'user', content: 'Which sunscreen suits oily skin?', timestamp: minutesAfter(1) },
  {
    id: '3',
    type: 'bot',
    content: 'Try our Sunscreen Cream: a light SPF 50 gel that leaves no white cast.',
    timestamp: minutesAfter(2),
  },
];

const meta = {
  title: 'Assistant/ChatWidget',
  component: ChatWidget,
  parameters: { layout: 'fullscreen' },
  args: {
    messages: conversation,
    signedIn: true,
    onSend: fn(),
    onLogin: fn(),
    onImageSelected: fn(),
  },
  decorators: [(Story) => <div className="h-[40rem]"><Story /></div>],
} satisfies Meta<typeof ChatWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const VisitorClosed: Story = { args: { signedIn: false, messages: [] } };
export const VisitorDismissible: Story = { args: { signedIn: false, messages: [], onDismissInvitation: fn() } };
export const VisitorOpen: Story = { args: { signedIn: false, messages: [], defaultOpen: true } };
export const SignedInWithoutAiAccess: Story = { args: { defaultOpen: true } };
export const WithAiAccess: Story = { args: { defaultOpen: true, hasAiAccess: true, historyCount: 4 } };
export const UploadPrompt: Story = {
  args: {
    defaultOpen: true,
    hasAiAccess: true,
    historyCount: 0,
    showUploadPrompt: true,
    messages: [
      { id: '1', type: 'user', content: 'I have acne on my chin', timestamp: minutesAfter(0) },
      { id: '2', type: 'bot', content: 'I can analyze your skin. Please upload a clear photo of your face.', timestamp: minutesAfter(1) },
    ],
  },
};
export const WithProductLinks: Story = {
  args: {
    defaultOpen: true,
    messages: [
      { id: '1', type: 'user', content: 'Something for chapped lips?', timestamp: minutesAfter(0) },
      {
        id: '2',
        type: 'bot',
        content: 'A balm by day and a gentle scrub twice a week keep lips soft.',
        timestamp: minutesAfter(1),
        links: [
          { label: 'Pink Lip Balm', href: '/products/4' },
          { label: 'Lip Scrub', href: '/products/6' },
        ],
      },
    ],
  },
};
/** What every page loads first: the closed chat without its panel (the app swaps in the widget on open). */
export const LauncherForVisitors: Story = { render: () => <ChatLauncher signedIn={false} /> };
export const Typing: Story = { args: { defaultOpen: true, typing: true } };
export const Empty: Story = { args: { defaultOpen: true, messages: [] } };
export const LongText: Story = {
  args: { defaultOpen: true, messages: [{ id: '1', type: 'user', content: longText, timestamp: minutesAfter(0) }, { id: '2', type: 'bot', content: `${longText} ${longText}`, timestamp: minutesAfter(1) }] },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { defaultOpen: true, hasAiAccess: true, historyCount: 2 } };
export const SecondTheme: Story = { ...secondTheme, args: { defaultOpen: true, hasAiAccess: true, historyCount: 2 } };
/** The invitation docked in a page's own space (the shop's row under its footer), never over the page. */
export const DockedInvitation: Story = {
  render: () => (
    <div className="flex min-h-20 items-center justify-end bg-muted py-2 pr-22 pl-4">
      <ChatInvitation onDismiss={fn()} />
    </div>
  ),
};
