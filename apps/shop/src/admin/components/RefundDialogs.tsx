import { fulfilmentMessages, refundRequestSchema, type FulfilmentOrder, type RefundRequest } from '@nyansa/contract';
import { Button, Checkbox, ConfirmDialog, Dialog, DialogContent, FieldError, formatPrice, Input, Label, Textarea } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';

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

/** Gives part of an order back: an amount up to what is left, a reason, and whether the items return to stock. */
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

type RefundErrors = Partial<Record<'amount' | 'reason', string>>;

function RefundForm({ order, onClose, onRefund }: RefundDialogProps & { order: FulfilmentOrder }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [errors, setErrors] = useState<RefundErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { amount: useId(), reason: useId(), restock: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: RefundRequest = {
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      reason,
      restock,
      // Restocking puts back every line of the order.
      items: restock ? order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })) : [],
    };
    const parsed = z.safeParse(refundRequestSchema, body);
    const found: RefundErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === 'amount' || field === 'reason') && !found[field]) found[field] = issue.message;
    }
    if (!found.amount && Number.isFinite(body.amount) && body.amount > order.refundable) found.amount = fulfilmentMessages.amountTooHigh(formatPrice(order.refundable, order.currency));
    setErrors(found);
    if (found.amount || found.reason) return;
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
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          Send refund
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
