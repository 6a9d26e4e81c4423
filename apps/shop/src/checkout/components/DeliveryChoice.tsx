import { deliveryMessages } from '@nyansa/contract';
import { AddressForm, addressCountries, Button, DeliveryOptions, Label, LoadingState, RadioGroup, RadioGroupItem } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAddresses, type AddressSave } from '../../data/useAddresses';
import type { CartView } from '../../data/useCart';
import { useDeliveryOptions } from '../../data/useDeliveryOptions';
import { addressFormRegionLabels, addressFormRegions, addressLines, toDeliveryOption } from '../../delivery/deliveryView';
import { toast } from '../../toast';

/**
 * Where the order goes: an address from the book (or a new one), then home delivery with its fee
 * and estimate or a pickup point; each choice is saved on the cart (`PUT /api/cart/delivery`), which
 * then answers with the fee and the total.
 */
export function DeliveryChoice({ cart }: { cart: CartView }) {
  const book = useAddresses();
  const chosen = cart.cart.delivery ?? null;
  const [addressId, setAddressId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<Extract<AddressSave, { ok: false }> | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = useId();

  const defaultAddress = book.addresses.find((address) => address.is_default) ?? book.addresses[0];
  const currentAddressId = addressId ?? chosen?.address?.id ?? defaultAddress?.id ?? null;
  const options = useDeliveryOptions(currentAddressId);
  const showForm = adding || (!book.loading && book.addresses.length === 0);

  const saveAddress = async (draft: Parameters<typeof book.save>[0]) => {
    setSaving(true);
    const saved = await book.save(draft);
    setSaving(false);
    if (!saved.ok) {
      setSaveFailure(saved);
      return;
    }
    setSaveFailure(null);
    setAdding(false);
    setAddressId(saved.address.id);
    toast.success(deliveryMessages.addressSaved);
  };

  const chooseOption = async (optionId: number, kind: 'delivery' | 'pickup') => {
    setRefusal(null);
    setChoosing(true);
    const answer = await options.choose(optionId, kind === 'delivery' ? currentAddressId : null);
    if (answer.ok) await cart.sync(true);
    else setRefusal(answer.message);
    setChoosing(false);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-5 text-surface-foreground">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        Delivery
      </h2>
      {book.loading ? <LoadingState label="Loading your addresses..." /> : null}
      {book.error ? (
        <p role="alert" className="text-sm text-danger">
          {book.error}
        </p>
      ) : null}
      {book.addresses.length > 0 ? (
        <div className="flex flex-col gap-3">
          <p id={`${headingId}-address`} className="text-sm font-medium">
            Delivery address
          </p>
          <RadioGroup
            aria-labelledby={`${headingId}-address`}
            value={currentAddressId === null ? '' : String(currentAddressId)}
            onValueChange={(value) => {
              setAddressId(Number(value));
              setRefusal(null);
            }}
          >
            {book.addresses.map((address) => {
              const id = `${headingId}-address-${address.id}`;
              const [name, ...rest] = addressLines(address);
              return (
                <div key={address.id} className="flex items-start gap-3">
                  <RadioGroupItem id={id} value={String(address.id)} aria-describedby={`${id}-lines`} className="mt-0.5" />
                  <div className="flex flex-col gap-0.5 text-sm">
                    <Label htmlFor={id}>
                      {name}
                      {address.is_default ? <span className="font-normal text-muted-foreground"> (default)</span> : null}
                    </Label>
                    <span id={`${id}-lines`} className="text-muted-foreground">
                      {rest.filter(Boolean).join(' · ')}
                    </span>
                  </div>
                </div>
              );
            })}
          </RadioGroup>
          {showForm ? null : (
            <Button variant="outline" className="self-start" onClick={() => setAdding(true)}>
              Add a new address
            </Button>
          )}
        </div>
      ) : null}
      {showForm ? (
        <AddressForm
          title="New delivery address"
          countries={addressCountries}
          regions={addressFormRegions}
          regionLabels={addressFormRegionLabels}
          pending={saving}
          errors={saveFailure?.fields}
          error={saveFailure?.message}
          onSubmit={(draft) => void saveAddress(draft)}
          onCancel={book.addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : null}
      {options.loading ? (
        <LoadingState label="Loading delivery options..." />
      ) : options.error ? (
        <p role="alert" className="text-sm text-danger">
          {options.error}
        </p>
      ) : (
        <DeliveryOptions
          options={options.options.map(toDeliveryOption)}
          value={chosen && (chosen.option.kind === 'pickup' || chosen.address?.id === currentAddressId) ? String(chosen.option.id) : null}
          itemsTotal={cart.cart.items_total}
          // Not disabled while a choice saves: a disabled radio drops the keyboard's focus to the page; the cart's answer decides what is checked.
          aria-busy={choosing || undefined}
          error={refusal}
          onChange={(option) => void chooseOption(Number(option.id), option.kind)}
        />
      )}
      {chosen ? null : <p className="text-sm text-muted-foreground">Without a choice, the order waits for you at our pickup point, free.</p>}
    </section>
  );
}
