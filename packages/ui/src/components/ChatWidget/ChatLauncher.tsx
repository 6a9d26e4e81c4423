import { MessageCircle, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Where the floating chat sits; the widget and the launcher share it, so swapping one for the other does not move. */
export const chatFrameClass = 'fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3';
export const chatButtonClass =
  'flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none transition-colors hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function ChatInvitation() {
  return (
    <p data-slot="chat-indicator" className="rounded-full bg-surface px-4 py-2 text-sm text-surface-foreground shadow-md">
      Need help? Try our AI assistant!
    </p>
  );
}

export function ChatButtonIcon({ open }: { open: boolean }) {
  return open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />;
}

export interface ChatLauncherProps extends Omit<ComponentProps<'button'>, 'children'> {
  signedIn: boolean;
}

/**
 * The closed chat without its panel: the floating button and, for visitors, the invitation. Light
 * enough for every page's first load; an app swaps in the ChatWidget when the shopper opens it.
 */
export function ChatLauncher({ signedIn, className, ...props }: ChatLauncherProps) {
  return (
    <div data-slot="chat-widget" className={cn(chatFrameClass, className)}>
      {signedIn ? null : <ChatInvitation />}
      <button type="button" aria-label="Open chat assistant" aria-haspopup="dialog" aria-expanded={false} className={chatButtonClass} {...props}>
        <ChatButtonIcon open={false} />
      </button>
    </div>
  );
}
