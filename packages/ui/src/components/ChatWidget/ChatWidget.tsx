import { Bot, History, ImagePlus, Send, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format';
import { renderAnchor, type RenderLink } from '../../lib/link';
import { Button, buttonVariants } from '../Button';
import { invalidImageMessage } from '../ImageUpload';
import { Input } from '../Input';
import { ChatButtonIcon, FloatingChatInvitation, chatButtonClass, chatFrameClass, type FloatingInvitationProps } from './ChatLauncher';

export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: Date | string;
  imageUrl?: string | null;
  /** Pages the message points to, e.g. the products the assistant recommends. */
  links?: readonly ChatLink[];
}

export interface ChatWidgetProps extends Omit<ComponentProps<'div'>, 'children'>, FloatingInvitationProps {
  messages: readonly ChatMessage[];
  onSend: (text: string) => void;
  signedIn: boolean;
  hasAiAccess?: boolean;
  /** The assistant is writing an answer. */
  typing?: boolean;
  /** Number of past analyses, shown as 'View Analysis History (n)'. */
  historyCount?: number;
  onLogin?: () => void;
  /** Where 'Upgrade' leads a user without AI access. */
  upgradeHref?: string;
  /** Where 'View Analysis History (n)' leads. */
  historyHref?: string;
  /** Renders the panel's links (the app's router link); a link closes the panel. */
  renderLink?: RenderLink;
  /** Called with an image the user picked for skin analysis; non-images never reach it. */
  onImageSelected?: (file: File) => void;
  /** Shows the photo upload prompt, e.g. after a message about a skin problem. */
  showUploadPrompt?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
}

const linkClass = 'font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** HH:mm; a timestamp that is not a date shows no time rather than breaking the chat. */
function MessageTime({ timestamp }: { timestamp: Date | string }) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} className="text-xs text-muted-foreground">
      {formatTime(date)}
    </time>
  );
}

/** The floating assistant: a button that opens a chat panel with focus trap and Escape to close. */
export function ChatWidget({
  messages,
  onSend,
  signedIn,
  hasAiAccess = false,
  typing = false,
  historyCount = 0,
  onLogin,
  upgradeHref = '/dashboard',
  historyHref = '/skin-analysis',
  renderLink = renderAnchor,
  onImageSelected,
  showUploadPrompt = false,
  open,
  defaultOpen,
  onOpenChange,
  title = 'Beauty Assistant',
  invitation = true,
  onDismissInvitation,
  className,
  ...props
}: ChatWidgetProps) {
  const [draft, setDraft] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const fileRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const descriptionId = useId();

  useEffect(() => {
    // Keep the newest message in view; scrollIntoView is missing in some test DOMs.
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing, isOpen]);

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const send = () => {
    const text = draft.trim();
    if (!text || typing) return;
    onSend(text);
    setDraft('');
  };

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setFileError(invalidImageMessage);
      return;
    }
    setFileError(null);
    onImageSelected?.(file);
  };

  return (
    <div data-slot="chat-widget" className={cn(chatFrameClass, className)} {...props}>
      <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Content
            data-slot="chat-panel"
            aria-describedby={descriptionId}
            className="fixed right-4 bottom-20 z-50 flex h-[min(34rem,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-lg outline-none"
          >
            <div className="flex items-center gap-2 bg-primary px-4 py-3 text-primary-foreground">
              <Bot aria-hidden="true" className="size-5" />
              <DialogPrimitive.Title className="flex-1 font-display font-semibold">{title}</DialogPrimitive.Title>
              <DialogPrimitive.Close
                aria-label="Close chat"
                className="rounded-sm p-1 outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </DialogPrimitive.Close>
            </div>
            {signedIn ? (
              <>
                <DialogPrimitive.Description id={descriptionId} className="sr-only">
                  Ask about skin care and products. New messages are read out as they arrive.
                </DialogPrimitive.Description>
                <div role="log" aria-live="polite" aria-label="Chat messages" className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
                  {messages.length === 0 ? (
                    <p className="text-center text-sm text-muted-foreground">Ask me anything about skin care.</p>
                  ) : null}
                  {messages.map((message) => (
                    <div
                      key={message.id}
                      data-from={message.type}
                      className={cn('flex max-w-[85%] flex-col gap-1', message.type === 'user' ? 'self-end items-end' : 'self-start items-start')}
                    >
                      <div
                        className={cn(
                          'rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                          message.type === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                        )}
                      >
                        <span className="sr-only">{message.type === 'user' ? 'You: ' : 'Assistant: '}</span>
                        {message.imageUrl ? (
                          // "photo" names what the picture shows (the shopper's own photo), not that it is an image.
                          // eslint-disable-next-line jsx-a11y/img-redundant-alt
                          <img src={message.imageUrl} alt="Uploaded photo" className="mb-2 max-h-40 rounded-md" />
                        ) : null}
                        {message.content}
                      </div>
                      {message.links && message.links.length > 0 ? (
                        <ul aria-label="Links in this message" className="flex flex-col gap-1 text-sm">
                          {message.links.map((link) => (
                            <li key={link.href}>
                              {renderLink({ href: link.href, className: linkClass, onClick: () => setOpen(false), children: link.label })}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <MessageTime timestamp={message.timestamp} />
                    </div>
                  ))}
                  {typing ? (
                    <p data-slot="chat-typing" className="self-start rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
                      Assistant is typing…
                    </p>
                  ) : null}
                  <div ref={endRef} />
                </div>
                {hasAiAccess && showUploadPrompt ? (
                  <div className="border-t border-border bg-secondary px-4 py-3 text-sm text-secondary-foreground">
                    <p className="mb-2">Upload a clear photo of your face for an AI skin analysis.</p>
                    <Button size="sm" onClick={() => fileRef.current?.click()}>
                      <ImagePlus aria-hidden="true" />
                      Upload Photo
                    </Button>
                  </div>
                ) : null}
                {fileError ? (
                  <p role="alert" className="px-4 pt-2 text-sm text-danger">
                    {fileError}
                  </p>
                ) : null}
                <div className="flex flex-col gap-2 border-t border-border p-3">
                  <form
                    className="flex items-center gap-2"
                    onSubmit={(event) => {
                      event.preventDefault();
                      send();
                    }}
                  >
                    {hasAiAccess ? (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label="Upload a photo for skin analysis"
                          title="Upload a photo for skin analysis"
                          onClick={() => fileRef.current?.click()}
                        >
                          <ImagePlus aria-hidden="true" />
                        </Button>
                        <input
                          ref={fileRef}
                          type="file"
                          accept="image/*"
                          tabIndex={-1}
                          aria-label="Choose photo"
                          className="sr-only"
                          onChange={(event) => {
                            pickFile(event.target.files?.[0]);
                            event.target.value = '';
                          }}
                        />
                      </>
                    ) : null}
                    <Input
                      aria-label="Message"
                      placeholder="Type your message..."
                      value={draft}
                      maxLength={2000}
                      onChange={(event) => setDraft(event.target.value)}
                    />
                    <Button type="submit" disabled={!draft.trim() || typing}>
                      <Send aria-hidden="true" />
                      Send
                    </Button>
                  </form>
                  {hasAiAccess ? (
                    renderLink({
                      href: historyHref,
                      className: cn(buttonVariants({ variant: 'link', size: 'sm' }), 'self-start px-0'),
                      onClick: () => setOpen(false),
                      children: (
                        <>
                          <History aria-hidden="true" />
                          View Analysis History ({historyCount})
                        </>
                      ),
                    })
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      Want AI skin analysis?{' '}
                      {renderLink({ href: upgradeHref, className: linkClass, onClick: () => setOpen(false), children: 'Upgrade' })}
                    </p>
                  )}
                </div>
              </>
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
                <DialogPrimitive.Description id={descriptionId} className="text-sm text-muted-foreground">
                  Please log in to access all features.
                </DialogPrimitive.Description>
                <Button onClick={onLogin}>Log In</Button>
              </div>
            )}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
        {!signedIn && !isOpen && invitation ? <FloatingChatInvitation onDismiss={onDismissInvitation} /> : null}
        <DialogPrimitive.Trigger aria-label={isOpen ? 'Close chat assistant' : 'Open chat assistant'} className={chatButtonClass}>
          <ChatButtonIcon open={isOpen} />
        </DialogPrimitive.Trigger>
      </DialogPrimitive.Root>
    </div>
  );
}
