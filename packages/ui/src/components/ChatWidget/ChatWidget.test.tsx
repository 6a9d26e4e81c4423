import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it("offers image upload and 'View Analysis History (n)' with AI access", async () => {
    const onViewHistory = vi.fn();
    const onImageSelected = vi.fn();
    render(
      <ChatWidget messages={messages} onSend={vi.fn()} signedIn hasAiAccess historyCount={4} defaultOpen onViewHistory={onViewHistory} onImageSelected={onImageSelected} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Analysis History (4)' }));
    expect(onViewHistory).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    const photo = new File(['x'], 'face.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose photo'), photo);
    expect(onImageSelected).toHaveBeenCalledWith(photo);
  });

  it('rejects a file that is not an image', async () => {
    const onImageSelected = vi.fn();
    render(<ChatWidget messages={[]} onSend={vi.fn()} signedIn hasAiAccess defaultOpen onImageSelected={onImageSelected} />);
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Choose photo'), notes, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file');
    expect(onImageSelected).not.toHaveBeenCalled();
  });

  it('shows an Upgrade link without AI access', async () => {
    const onUpgrade = vi.fn();
    render(<ChatWidget messages={messages} onSend={vi.fn()} signedIn defaultOpen onUpgrade={onUpgrade} />);
    expect(screen.queryByRole('button', { name: /View Analysis History/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
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
});
