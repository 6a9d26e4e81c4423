import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RenderLink } from '../../lib/link';
import { ChatLauncher } from './ChatLauncher';
import { ChatWidget, type ChatMessage } from './ChatWidget';

const messages: ChatMessage[] = [
  { id: '1', type: 'user', content: 'Which sunscreen suits oily skin?', timestamp: new Date(2026, 0, 5, 9, 7) },
  { id: '2', type: 'bot', content: 'Try our Sunscreen Cream.', timestamp: new Date(2026, 0, 5, 21, 45) },
];

describe('ChatWidget', () => {
  it('invites visitors and asks them to log in', async () => {
    const onLogin = vi.fn();
    render(<ChatWidget messages={[]} onSend={vi.fn()} signedIn={false} onLogin={onLogin} />);
    expect(screen.getByText('Need help? Try our AI assistant!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Please log in to access all features.');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('shows message times as HH:mm in a live log', () => {
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn defaultOpen />);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('09:07');
    expect(log).toHaveTextContent('21:45');
    expect(screen.queryByText('Need help? Try our AI assistant!')).not.toBeInTheDocument();
  });

  it('sends the typed message and clears the field; Send is disabled while empty', async () => {
    const onSend = vi.fn();
    render(<ChatWidget messages={messages} onSend={onSend} signedIn defaultOpen />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the typing state and blocks sending meanwhile', async () => {
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn defaultOpen typing />);
    expect(screen.getByText('Assistant is typing…')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'More');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("offers image upload and a 'View Analysis History (n)' link with AI access; following it closes the panel", async () => {
    const onImageSelected = vi.fn();
    const followed: string[] = [];
    // An app's router link: records where it goes instead of loading a page.
    const renderLink: RenderLink = ({ href, children, onClick, className }) => (
      <a href={href} className={className} onClick={(event) => { event.preventDefault(); followed.push(href); onClick?.(); }}>
        {children}
      </a>
    );
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn hasAiAccess historyCount={4} defaultOpen renderLink={renderLink} onImageSelected={onImageSelected} />);
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    const photo = new File(['x'], 'face.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose photo'), photo);
    expect(onImageSelected).toHaveBeenCalledWith(photo);
    const history = screen.getByRole('link', { name: 'View Analysis History (4)' });
    expect(history).toHaveAttribute('href', '/skin-analysis');
    await userEvent.click(history);
    expect(followed).toEqual(['/skin-analysis']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects a file that is not an image', async () => {
    const onImageSelected = vi.fn();
    render(<ChatWidget messages={[]} onSend={vi.fn()} signedIn hasAiAccess defaultOpen onImageSelected={onImageSelected} />);
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Choose photo'), notes, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file');
    expect(onImageSelected).not.toHaveBeenCalled();
  });

  it('shows an Upgrade link to /dashboard without AI access', () => {
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn defaultOpen />);
    expect(screen.queryByRole('link', { name: /View Analysis History/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard');
  });

  it("links the products a bot message recommends", () => {
    const withLinks: ChatMessage[] = [
      { id: '3', type: 'bot', content: 'For dry skin, try these.', timestamp: new Date(2026, 0, 5, 10, 0), links: [{ label: 'Body Butter', href: '/products/5' }, { label: 'Shea Cream', href: '/products/9' }] },
    ];
    render(<ChatWidget messages={withLinks} onSend={vi.fn()} signedIn defaultOpen />);
    const links = screen.getByRole('list', { name: 'Links in this message' });
    expect([...links.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Body Butter', '/products/5'],
      ['Shea Cream', '/products/9'],
    ]);
  });

  it('shows a message whose time cannot be read, without a time', () => {
    render(<ChatWidget messages={[{ id: '4', type: 'bot', content: 'Still here.', timestamp: 'not a date' }]} onSend={vi.fn()} signedIn defaultOpen />);
    expect(screen.getByText('Still here.')).toBeInTheDocument();
    expect(screen.getByRole('log').querySelector('time')).toBeNull();
  });

  it('has a light launcher that looks the same closed: the button and, for visitors, the invitation', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<ChatLauncher signedIn={false} onClick={onClick} />);
    expect(screen.getByText('Need help? Try our AI assistant!')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open chat assistant' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<ChatLauncher signedIn onClick={onClick} />);
    expect(screen.queryByText('Need help? Try our AI assistant!')).not.toBeInTheDocument();
  });

  it('lets the app hide the invitation and offers a close button on it', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ChatLauncher signedIn={false} onDismissInvitation={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the assistant invitation' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    rerender(<ChatLauncher signedIn={false} invitation={false} />);
    expect(screen.queryByText('Need help? Try our AI assistant!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat assistant' })).toBeInTheDocument();
    rerender(<ChatWidget messages={[]} onSend={vi.fn()} signedIn={false} invitation={false} />);
    expect(screen.queryByText('Need help? Try our AI assistant!')).not.toBeInTheDocument();
  });

  it('moves focus into the panel and keeps it there while open', async () => {
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'Beauty Assistant' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape', async () => {
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn defaultOpen />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('labels who wrote each message and reads new ones out in the live log', () => {
    const { rerender } = render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn defaultOpen />);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log).toHaveTextContent('You: Which sunscreen suits oily skin?');
    expect(log).toHaveTextContent('Assistant: Try our Sunscreen Cream.');
    const reply: ChatMessage = { id: '3', type: 'bot', content: 'Apply it every morning.', timestamp: '2026-01-05T07:05:00' };
    rerender(<ChatWidget messages={[...messages, reply]} onSend={vi.fn()} signedIn defaultOpen />);
    expect(log).toHaveTextContent('Assistant: Apply it every morning.');
    expect(log).toHaveTextContent('07:05');
  });

  it('does not send a blank message', async () => {
    const onSend = vi.fn();
    render(<ChatWidget messages={[]} onSend={onSend} signedIn defaultOpen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Ask me anything about skin care.')).toBeInTheDocument();
  });

  it('sends with the Send button, trimming the text', async () => {
    const onSend = vi.fn();
    render(<ChatWidget messages={[]} onSend={onSend} signedIn defaultOpen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '  My skin is dry  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('My skin is dry');
  });

  it('prompts for a photo after a skin question, only with AI access', async () => {
    const { rerender } = render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn hasAiAccess showUploadPrompt defaultOpen />);
    expect(screen.getByText('Upload a clear photo of your face for an AI skin analysis.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    rerender(<ChatWidget messages={messages} onSend={vi.fn()} signedIn showUploadPrompt defaultOpen />);
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose photo')).not.toBeInTheDocument();
  });

  it('is opened and closed from the keyboard, giving focus back to the floating button', async () => {
    const onOpenChange = vi.fn();
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Open chat assistant' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Beauty Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Open chat assistant' })).toHaveFocus();
  });

  it('closes with its close button and follows the open prop when controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<ChatWidget messages={[]} onSend={vi.fn()} signedIn open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Controlled: stays open until the parent says otherwise.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<ChatWidget messages={[]} onSend={vi.fn()} signedIn open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the visitor indicator while the panel is open', async () => {
    render(<ChatWidget messages={[]} onSend={vi.fn()} signedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(screen.queryByText('Need help? Try our AI assistant!')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
