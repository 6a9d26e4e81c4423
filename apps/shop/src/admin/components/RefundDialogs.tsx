import { fulfilmentMessages, refundRequestSchema, type FulfilmentOrder, type RefundRequest } from '@nyansa/contract';
import { Checkbox, ConfirmDialog, Dialog, DialogContent, FieldError, formatPrice, Input, Label, Textarea } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { DialogFormActions } from './DialogFormActions';

export interface CancelOrderDialogProps {
  order: FulfilmentOrder | null;
  onClose: () => void;
  /** Answers null when cancelled, or the server's reason. */
  onCancel: (orderId: number, reason: string) => Promise<string | null>;
}

/** Cancels a paid order not shipped yet: everything paid goes back to the shopper and the items back in stock. */
export function CancelOrderDialog({ order, onClose, onCancel }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={order ? `Cancel order #${order.order_id}?` : ''}
      description={order ? `The shopper gets a full refund of ${formatPrice(order.refundable, order.currency)} and the items go back in stock. This cannot be undone.` : undefined}
      confirmLabel="Cancel and refund"
      cancelLabel="Keep the order"
      variant="destructive"
      error={error}
      onConfirm={async () => {
        if (!order) return;
        const problem = await onCancel(order.order_id, reason.trim());
        setError(problem);
        if (problem) throw new Error(problem);
        setReason('');
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </div>
    </ConfirmDialog>
  );
}

export interface RefundDialogProps {
  order: FulfilmentOrder | null;
  onClose: () => void;
  /** Answers null when refunded, or the server's reason. */
  onRefund: (orderId: number, body: RefundRequest) => Promise<string | null>;
}

/** Gives part of an order back: an amount up to what is left, a reason, and which lines return to stock and how many units of each. */
export function RefundDialog({ order, onClose, onRefund }: RefundDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <DialogContent title={`Refund order #${order.order_id}`} description={`At most ${formatPrice(order.refundable, order.currency)} can still be refunded.`}>
          <RefundForm key={order.order_id} order={order} onClose={onClose} onRefund={onRefund} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type RefundErrors = Partial<Record<'amount' | 'reason' | 'items', string>>;

function RefundForm({ order, onClose, onRefund }: RefundDialogProps & { order: FulfilmentOrder }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  // Units of each line coming back, as typed; all of them until staff say otherwise.
  const [units, setUnits] = useState<Readonly<Record<number, string>>>(() => Object.fromEntries(order.items.map((item) => [item.product_id, String(item.quantity)])));
  const [errors, setErrors] = useState<RefundErrors>({});
  const [lineErrors, setLineErrors] = useState<Readonly<Record<number, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { amount: useId(), reason: useId(), restock: useId(), items: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A line's units are a whole number from 0 to what was bought; 0 leaves it out.
    const badLines: Record<number, string> = {};
    const items: RefundRequest['items'] = [];
    if (restock) {
      for (const item of order.items) {
        const typed = (units[item.product_id] ?? '').trim();
        const count = typed === '' ? 0 : Number(typed);
        if (!Number.isInteger(count) || count < 0 || count > item.quantity) badLines[item.product_id] = `Enter 0 to ${item.quantity}`;
        else if (count > 0) items.push({ product_id: item.product_id, quantity: count });
      }
    }
    const body: RefundRequest = { amount: amount.trim() === '' ? Number.NaN : Number(amount), reason, restock, items };
    const parsed = z.safeParse(refundRequestSchema, body);
    const found: RefundErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'amount' || field === 'reason' || field === 'items') && !found[field]) found[field] = issue.message;
    }
    if (!found.amount && Number.isFinite(body.amount) && body.amount > order.refundable) found.amount = fulfilmentMessages.amountTooHigh(formatPrice(order.refundable, order.currency));
    // A bad line says so itself, not as "choose the items".
    if (Object.keys(badLines).length > 0) delete found.items;
    setErrors(found);
    setLineErrors(badLines);
    if (found.amount || found.reason || found.items || Object.keys(badLines).length > 0) return;
    setSaving(true);
    setProblem(await onRefund(order.order_id, body));
    setSaving(false);
  };

  const described = (field: keyof RefundErrors, id: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

  return (
    <form noValidate aria-label="Refund" className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.amount}>Amount ({order.currency})</Label>
        <Input id={ids.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} {...described('amount', ids.amount)} />
        <FieldError id={`${ids.amount}-error`}>{errors.amount}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.reason}>Reason</Label>
        <Textarea id={ids.reason} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} {...described('reason', ids.reason)} />
        <FieldError id={`${ids.reason}-error`}>{errors.reason}</FieldError>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={ids.restock} checked={restock} onCheckedChange={(checked) => setRestock(checked === true)} />
        <Label htmlFor={ids.restock} className="cursor-pointer font-normal">
          Put the items back in stock
        </Label>
      </div>
      {restock ? (
        <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3" aria-describedby={errors.items ? `${ids.items}-error` : undefined}>
          <legend className="px-1 text-sm font-medium">Units back in stock</legend>
          {order.items.map((item) => {
            const id = `${ids.items}-${item.product_id}`;
            const message = lineErrors[item.product_id];
            return (
              <div key={item.product_id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <Label htmlFor={id} className="min-w-0 flex-1 font-normal break-words">
                  {item.product_name} <span className="text-muted-foreground">(of {item.quantity})</span>
                </Label>
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={item.quantity}
                  className="w-20"
                  value={units[item.product_id] ?? ''}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  onChange={(event) => setUnits((current) => ({ ...current, [item.product_id]: event.target.value }))}
                />
                <FieldError id={`${id}-error`} className="basis-full">
                  {message}
                </FieldError>
              </div>
            );
          })}
          <FieldError id={`${ids.items}-error`}>{errors.items}</FieldError>
        </fieldset>
      ) : null}
      <DialogFormActions problem={problem} saving={saving} submitLabel="Send refund" onCancel={onClose} />
    </form>
  );
}
