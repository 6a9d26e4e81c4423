import { carrierNames, carriers, fulfilmentMessages, type Carrier, type FulfilmentOrder } from '@nyansa/contract';
import { Dialog, DialogContent, FieldError, Input, Label, Select } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import { DialogFormActions } from './DialogFormActions';

export interface ShipDialogProps {
  order: FulfilmentOrder | null;
  onClose: () => void;
  /** Answers null when shipped, or the server's reason. */
  onShip: (orderId: number, carrier: Carrier, trackingNumber: string) => Promise<string | null>;
}

/** Ships an order: the carrier and the tracking number are both required (the shopper gets them by mail). */
export function ShipDialog({ order, onClose, onShip }: ShipDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order ? (
        <DialogContent title={`Ship order #${order.order_id}`} description="The shopper is mailed the carrier and the tracking number.">
          <ShipForm key={order.order_id} order={order} onClose={onClose} onShip={onShip} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ShipForm({ order, onClose, onShip }: ShipDialogProps & { order: FulfilmentOrder }) {
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { carrier: useId(), tracking: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { carrier: carrier ? undefined : fulfilmentMessages.carrierRequired, tracking: tracking.trim() ? undefined : fulfilmentMessages.trackingRequired };
    setErrors(missing);
    if (!carrier || missing.tracking) return;
    setSaving(true);
    setProblem(await onShip(order.order_id, carrier, tracking.trim()));
    setSaving(false);
  };

  return (
    <form noValidate aria-label="Ship order" className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.carrier}>Carrier</Label>
        <Select
          id={ids.carrier}
          value={carrier}
          required
          aria-invalid={errors.carrier ? true : undefined}
          aria-describedby={errors.carrier ? `${ids.carrier}-error` : undefined}
          onChange={(event) => setCarrier(event.target.value as Carrier | '')}
          options={[{ value: '', label: 'Choose a carrier' }, ...carriers.map((value) => ({ value, label: carrierNames[value] }))]}
        />
        <FieldError id={`${ids.carrier}-error`}>{errors.carrier}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.tracking}>Tracking number</Label>
        <Input
          id={ids.tracking}
          value={tracking}
          required
          maxLength={60}
          autoComplete="off"
          aria-invalid={errors.tracking ? true : undefined}
          aria-describedby={errors.tracking ? `${ids.tracking}-error` : undefined}
          onChange={(event) => setTracking(event.target.value)}
        />
        <FieldError id={`${ids.tracking}-error`}>{errors.tracking}</FieldError>
      </div>
      <DialogFormActions problem={problem} saving={saving} submitLabel="Mark shipped" onCancel={onClose} />
    </form>
  );
}
