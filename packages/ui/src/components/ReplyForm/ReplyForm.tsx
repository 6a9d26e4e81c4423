import { Search } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FieldError, Input } from '../Input';
import { Label } from '../Label';
import { CharacterCount, Textarea } from '../Textarea';

export interface ReplyDraft {
  /** Trimmed, never empty. */
  reply: string;
  /** Suggested products, in the order they were picked. */
  productIds: number[];
}

export interface ReplyProductOption {
  id: number;
  name: string;
}

export interface ReplyFormMessages {
  required: string;
  tooLong: string;
}

export const defaultReplyFormMessages: ReplyFormMessages = {
  required: 'Please write a reply',
  tooLong: 'Reply must be at most 4000 characters',
};

export interface ReplyFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** The catalog the dermatologist may suggest from. */
  products: readonly ReplyProductOption[];
  onSubmit: (draft: ReplyDraft) => void;
  pending?: boolean;
  /** The server's answer when sending failed; the reply and picks stay. */
  error?: string | null;
  disabled?: boolean;
  maxLength?: number;
  messages?: Partial<ReplyFormMessages>;
  submitLabel?: string;
}

/** The clinic's answer to a consultation: a required reply (counted live) and optional product suggestions. */
export function ReplyForm({
  products,
  onSubmit,
  pending = false,
  error,
  disabled = false,
  maxLength = 4000,
  messages,
  submitLabel = 'Send Reply',
  className,
  ...props
}: ReplyFormProps) {
  const text = { ...defaultReplyFormMessages, ...messages };
  const [reply, setReply] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const ids = { reply: useId(), counter: useId(), error: useId(), products: useId(), filter: useId() };
  const inert = disabled || pending;
  const query = filter.trim().toLowerCase();
  const shown = query ? products.filter((product) => product.name.toLowerCase().includes(query)) : products;
  const pickedNames = picked.map((id) => products.find((product) => product.id === id)?.name).filter(Boolean);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reply.trim() === '' ? text.required : reply.length > maxLength ? text.tooLong : null;
    setProblem(found);
    if (found) {
      replyRef.current?.focus();
      return;
    }
    onSubmit({ reply: reply.trim(), productIds: picked });
  };

  return (
    <form data-slot="reply-form" noValidate onSubmit={submit} className={cn('flex flex-col gap-5', className)} {...props}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.reply}>Your reply</Label>
        <Textarea
          ref={replyRef}
          id={ids.reply}
          value={reply}
          required
          disabled={inert}
          rows={8}
          aria-invalid={problem || reply.length > maxLength ? true : undefined}
          aria-describedby={cn(ids.counter, problem && ids.error)}
          onChange={(event) => {
            setReply(event.target.value);
            if (problem === text.required && event.target.value.trim() !== '') setProblem(null);
          }}
        />
        <CharacterCount length={reply.length} limit={maxLength} counterId={ids.counter} />
        <FieldError id={ids.error}>{problem ?? undefined}</FieldError>
      </div>
      {products.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">Suggest products (optional)</legend>
          {products.length > 6 ? (
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                id={ids.filter}
                type="search"
                aria-label="Find a product"
                placeholder="Find a product..."
                value={filter}
                disabled={inert}
                onChange={(event) => setFilter(event.target.value)}
                className="pl-9"
              />
            </div>
          ) : null}
          <ul
            id={ids.products}
            // While the checkboxes are disabled the list itself takes focus, so it can still be scrolled
            // (inside a disabled fieldset it could not: that is why each control is disabled on its own).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={inert ? 0 : undefined}
            aria-label="Products"
            className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-md border border-border p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {shown.map((product) => {
              const id = `${ids.products}-${product.id}`;
              return (
                <li key={product.id} className="flex items-center gap-3 rounded-sm px-2 py-1.5 hover:bg-muted">
                  <Checkbox
                    id={id}
                    checked={picked.includes(product.id)}
                    disabled={inert}
                    onCheckedChange={(checked) =>
                      setPicked((current) => (checked === true ? [...current, product.id] : current.filter((other) => other !== product.id)))
                    }
                  />
                  <Label htmlFor={id} className="flex-1 cursor-pointer py-1 leading-snug font-normal break-words">
                    {product.name}
                  </Label>
                </li>
              );
            })}
            {shown.length === 0 ? <li className="px-2 py-1.5 text-sm text-muted-foreground">No product matches &apos;{filter.trim()}&apos;</li> : null}
          </ul>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {pickedNames.length === 0 ? 'No products suggested' : `Suggested: ${pickedNames.join(', ')}`}
          </p>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
