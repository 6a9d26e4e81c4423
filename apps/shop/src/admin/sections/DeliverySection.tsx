import { countryNames, type DeliveryOptionRequest, type StaffDeliveryOption } from '@nyansa/contract';
import { Badge, Button, DataTable, Dialog, DialogContent, formatEstimate, useFormatPrice, type DataTableColumn } from '@nyansa/ui';
import { useState } from 'react';
import { useDeliveryOptionsAdmin } from '../../data/useDeliveryAdmin';
import { toast } from '../../toast';
import { DeliveryOptionForm } from '../components/DeliveryOptionForm';

/** The option as its edit form sends it, with one change (active, default). */
function withChange(option: StaffDeliveryOption, change: Pick<DeliveryOptionRequest, 'active' | 'is_default'>): DeliveryOptionRequest {
  return {
    kind: option.kind,
    name: option.name,
    country: option.country,
    regions: option.regions,
    fee: option.fee,
    free_over: option.free_over,
    estimate_days: option.estimate_days,
    pickup_point: option.pickup_point ?? null,
    is_default: option.is_default,
    active: option.active,
    ...change,
  };
}

/** Admins: the shop's home delivery zones and pickup points; create, edit, switch on or off, choose the default pickup point. */
export function DeliverySection() {
  const admin = useDeliveryOptionsAdmin();
  const formatPrice = useFormatPrice();
  const [editing, setEditing] = useState<StaffDeliveryOption | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ id: number; text: string } | null>(null);

  const change = async (option: StaffDeliveryOption, next: Pick<DeliveryOptionRequest, 'active' | 'is_default'>, done: string) => {
    setBusy(option.id);
    const saved = await admin.save(withChange(option, next), option.id);
    setBusy(null);
    if (saved.ok) {
      setProblem(null);
      toast.success(done);
    } else {
      setProblem({ id: option.id, text: saved.message ?? Object.values(saved.fields)[0] ?? 'That did not work. Please try again.' });
    }
  };

  const columns: DataTableColumn<StaffDeliveryOption>[] = [
    {
      id: 'name',
      header: 'Option',
      value: (option) => option.name,
      wrap: true,
      cell: (option) => (
        <span className="flex flex-col gap-1">
          <span className="break-words font-medium">{option.name}</span>
          <span className="flex flex-wrap gap-1">
            <Badge variant="secondary">{option.kind === 'pickup' ? 'Pickup point' : 'Home delivery'}</Badge>
            {option.is_default ? <Badge variant="primary">Default</Badge> : null}
            {option.active ? null : <Badge variant="muted">Inactive</Badge>}
          </span>
        </span>
      ),
    },
    {
      id: 'zone',
      header: 'Zone',
      value: (option) => `${countryNames[option.country]} ${option.regions.join(', ')}`,
      wrap: true,
      cell: (option) => (
        <span className="flex flex-col text-sm">
          <span>{countryNames[option.country]}</span>
          <span className="break-words text-muted-foreground">
            {option.kind === 'pickup' ? '' : option.regions.length > 0 ? option.regions.join(', ') : 'Whole country'}
          </span>
        </span>
      ),
    },
    {
      id: 'fee',
      header: 'Fee',
      value: (option) => option.fee,
      align: 'end',
      cell: (option) => (
        <span className="flex flex-col text-sm">
          <span>{option.fee > 0 ? formatPrice(option.fee) : 'Free'}</span>
          {option.fee > 0 && option.free_over != null ? <span className="text-muted-foreground">Free over {formatPrice(option.free_over)}</span> : null}
        </span>
      ),
    },
    { id: 'estimate', header: 'Estimate', value: (option) => option.estimate_days[1], cell: (option) => formatEstimate(option.estimate_days) },
    {
      id: 'pickup',
      header: 'Pickup point',
      sortable: false,
      wrap: true,
      cell: (option) =>
        option.pickup_point ? (
          <address className="flex flex-col text-sm not-italic">
            <span>
              {option.pickup_point.address.line1}, {option.pickup_point.address.city}
            </span>
            <span className="text-muted-foreground">Open {option.pickup_point.opening_hours}</span>
            {option.pickup_point.phone ? <span className="text-muted-foreground">{option.pickup_point.phone}</span> : null}
          </address>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="delivery-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="delivery-heading" className="font-display text-xl font-semibold">
          Delivery
        </h2>
        <Button onClick={() => setEditing('new')}>New delivery option</Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Home delivery zones and pickup points. Shoppers see the active ones that serve their address; orders keep the option they were placed with.
      </p>
      <DataTable
        caption="Delivery options"
        hideCaption
        columns={columns}
        data={admin.options}
        getRowId={(option) => String(option.id)}
        loading={admin.loading}
        error={admin.error}
        emptyText="No delivery options yet."
        rowActions={(option) => (
          <span className="flex flex-col items-end gap-1">
            <span className="flex flex-wrap justify-end gap-2">
              <Button size="sm" variant="outline" aria-label={`Edit ${option.name}`} onClick={() => setEditing(option)}>
                Edit
              </Button>
              {option.is_default ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === option.id}
                  aria-label={`${option.active ? 'Deactivate' : 'Activate'} ${option.name}`}
                  onClick={() => void change(option, { active: !option.active }, option.active ? 'Delivery option deactivated' : 'Delivery option activated')}
                >
                  {option.active ? 'Deactivate' : 'Activate'}
                </Button>
              )}
              {option.kind === 'pickup' && option.active && !option.is_default ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === option.id}
                  aria-label={`Make default ${option.name}`}
                  onClick={() => void change(option, { is_default: true }, 'Default pickup point changed')}
                >
                  Make default
                </Button>
              ) : null}
            </span>
            {problem?.id === option.id ? (
              <span role="alert" className="text-sm whitespace-normal text-danger">
                {problem.text}
              </span>
            ) : null}
          </span>
        )}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <DialogContent title={editing === 'new' ? 'New delivery option' : `Edit ${editing.name}`} className="max-w-2xl">
            <DeliveryOptionForm
              option={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onSave={async (body) => {
                const saved = await admin.save(body, editing === 'new' ? undefined : editing.id);
                if (saved.ok) {
                  toast.success(editing === 'new' ? 'Delivery option created' : 'Delivery option saved');
                  setEditing(null);
                }
                return saved;
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
