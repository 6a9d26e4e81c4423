import { MessageCircle, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Where the floating chat sits; the widget and the launcher share it, so swapping one for the other
 * does not move. The frame itself lets clicks through (its box spans the hidden invitation's place
 * too); only the button and a shown invitation take them.
 */
export const chatFrameClass = 'pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3';
export const chatButtonClass =
  'pointer-events-auto flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none transition-colors hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** What a shopper can act on: what the invitation must never sit over. */
const controlSelector = 'a[href], button, input, select, textarea, [role="button"], [role="radio"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether `element` (laid out but hidden) would sit over any control of the page outside `frame`. */
function coversAControl(element: HTMLElement, frame: Element | null): boolean {
  const box = element.getBoundingClientRect();
  return [...document.querySelectorAll(controlSelector)].some((control) => {
    if (frame?.contains(control)) return false;
    const area = control.getBoundingClientRect();
    return area.width > 0 && area.height > 0 && overlaps(box, area);
  });
}

export interface ChatInvitationProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** Offers a close button on the invitation. */
  onDismiss?: () => void;
}

/**
 * The visitor's 'Need help? Try our AI assistant!', with a close button when `onDismiss` is given.
 * Drawn where it is put: an app docks it in space of its own (beside the floating button's resting
 * place at the page's end), so it never sits over the page's controls.
 */
export function ChatInvitation({ onDismiss, className, ...props }: ChatInvitationProps) {
  return (
    <p
      data-slot="chat-indicator"
      className={cn('pointer-events-auto flex items-center gap-1 rounded-full bg-surface py-2 pr-2 pl-4 text-sm text-surface-foreground shadow-md', className)}
      {...props}
    >
      Need help? Try our AI assistant!
      {onDismiss ? (
        <button
          type="button"
          aria-label="Hide the assistant invitation"
          className="rounded-full p-1 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          onClick={onDismiss}
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </p>
  );
}

/**
 * The invitation floating beside the button (`invitation` of ChatLauncher and ChatWidget). It
 * floats over the page, so it shows only where it covers none of the page's controls (checked
 * before it is first painted and when the window is resized); the server renders it hidden. An app
 * whose pages have controls down to the screen's corner docks ChatInvitation instead.
 */
export function FloatingChatInvitation({ onDismiss }: { onDismiss?: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [clear, setClear] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setClear(!coversAControl(element, element.closest('[data-slot="chat-widget"]')));
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  return <ChatInvitation ref={ref} onDismiss={onDismiss} className={cn(!clear && 'invisible')} />;
}

/** Whether and how the visitor's invitation shows: shared by the launcher and the widget. */
export interface FloatingInvitationProps {
  /** Shows 'Need help? Try our AI assistant!' to a visitor beside the button (default true); false where the app docks ChatInvitation. */
  invitation?: boolean;
  /** Offers a close button on the invitation. */
  onDismissInvitation?: () => void;
}

export function ChatButtonIcon({ open }: { open: boolean }) {
  return open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />;
}

export interface ChatLauncherProps extends Omit<ComponentProps<'button'>, 'children'>, FloatingInvitationProps {
  signedIn: boolean;
}

/**
 * The closed chat without its panel: the floating button and, for visitors, the invitation. Light
 * enough for every page's first load; an app swaps in the ChatWidget when the shopper opens it.
 */
export function ChatLauncher({ signedIn, invitation = true, onDismissInvitation, className, ...props }: ChatLauncherProps) {
  return (
    <div data-slot="chat-widget" className={cn(chatFrameClass, className)}>
      {!signedIn && invitation ? <FloatingChatInvitation onDismiss={onDismissInvitation} /> : null}
      <button type="button" aria-label="Open chat assistant" aria-haspopup="dialog" aria-expanded={false} className={chatButtonClass} {...props}>
        <ChatButtonIcon open={false} />
      </button>
    </div>
  );
}
