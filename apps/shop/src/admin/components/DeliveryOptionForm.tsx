import {
  countryNames,
  countryRegions,
  deliveryCountries,
  deliveryOptionRequestSchema,
  regionLabels,
  type DeliveryCountry,
  type DeliveryKind,
  type DeliveryOptionRequest,
  type StaffDeliveryOption,
} from '@nyansa/contract';
import { Button, Checkbox, FieldError, Input, Label, Select } from '@nyansa/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { DeliveryOptionSave } from '../../data/useDeliveryAdmin';

/** The form's fields as typed: text until sent, so a half-typed number is never lost. */
interface OptionDraft {
  kind: DeliveryKind;
  name: string;
  country: DeliveryCountry;
  regions: readonly string[];
  fee: string;
  freeOver: string;
  estimateMin: string;
  estimateMax: string;
  pickupLine1: string;
  pickupCity: string;
  pickupRegion: string;
  pickupLandmark: string;
  pickupDigitalAddress: string;
  openingHours: string;
  pickupPhone: string;
  active: boolean;
  isDefault: boolean;
}

type DraftField = keyof OptionDraft;
/** The fields typed as free text. */
type TextField = Exclude<{ [K in DraftField]: OptionDraft[K] extends string ? K : never }[DraftField], 'kind' | 'country'>;

function toDraft(option: StaffDeliveryOption | undefined): OptionDraft {
  const point = option?.pickup_point;
  return {
    kind: option?.kind ?? 'delivery',
    name: option?.name ?? '',
    country: option?.country ?? 'GH',
    regions: option?.regions ?? [],
    fee: option ? String(option.fee) : '',
    freeOver: option?.free_over == null ? '' : String(option.free_over),
    estimateMin: option ? String(option.estimate_days[0]) : '',
    estimateMax: option ? String(option.estimate_days[1]) : '',
    pickupLine1: point?.address.line1 ?? '',
    pickupCity: point?.address.city ?? '',
    pickupRegion: point?.address.region ?? '',
    pickupLandmark: point?.address.landmark ?? '',
    pickupDigitalAddress: point?.address.digital_address ?? '',
    openingHours: point?.opening_hours ?? '',
    pickupPhone: point?.phone ?? '',
    active: option?.active ?? true,
    isDefault: option?.is_default ?? false,
  };
}

/** A number as typed; anything else is left as text, so the contract's message ("Fee must be a number") names the field. */
const numberOrText = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
const orNull = (text: string) => text.trim() || null;

/** The body as typed, before the contract's checks. */
function toBody(draft: OptionDraft) {
  const pickup = draft.kind === 'pickup';
  return {
    kind: draft.kind,
    name: draft.name.trim(),
    country: draft.country,
    regions: pickup ? [] : [...draft.regions],
    fee: numberOrText(draft.fee),
    free_over: draft.freeOver.trim() === '' ? null : numberOrText(draft.freeOver),
    estimate_days: [numberOrText(draft.estimateMin), numberOrText(draft.estimateMax)],
    pickup_point: pickup
      ? {
          address: {
            line1: draft.pickupLine1.trim(),
            city: draft.pickupCity.trim(),
            region: draft.pickupRegion,
            country: draft.country,
            landmark: orNull(draft.pickupLandmark),
            digital_address: orNull(draft.pickupDigitalAddress),
          },
          opening_hours: draft.openingHours.trim(),
          phone: orNull(draft.pickupPhone),
        }
      : null,
    is_default: pickup && draft.isDefault,
    active: draft.active,
  };
}

/** Where the server's field paths show in the form. */
const fieldOfPath: Readonly<Record<string, DraftField>> = {
  kind: 'kind',
  name: 'name',
  country: 'country',
  regions: 'regions',
  fee: 'fee',
  free_over: 'freeOver',
  estimate_days: 'estimateMin',
  'estimate_days.0': 'estimateMin',
  'estimate_days.1': 'estimateMax',
  pickup_point: 'pickupLine1',
  'pickup_point.address.line1': 'pickupLine1',
  'pickup_point.address.city': 'pickupCity',
  'pickup_point.address.region': 'pickupRegion',
  'pickup_point.address.country': 'country',
  'pickup_point.address.landmark': 'pickupLandmark',
  'pickup_point.address.digital_address': 'pickupDigitalAddress',
  'pickup_point.opening_hours': 'openingHours',
  'pickup_point.phone': 'pickupPhone',
  is_default: 'isDefault',
  active: 'active',
};

/** The form's fields top to bottom: the first refused one takes the focus. */
const fieldOrder: readonly DraftField[] = [
  'kind',
  'name',
  'country',
  'fee',
  'freeOver',
  'estimateMin',
  'estimateMax',
  'pickupLine1',
  'pickupCity',
  'pickupRegion',
  'pickupLandmark',
  'pickupDigitalAddress',
  'openingHours',
  'pickupPhone',
  'regions',
  'active',
  'isDefault',
];

/** The server's messages by form field; what fits no field is the form's message. */
function placeErrors(fields: Readonly<Record<string, string>>): { byField: Partial<Record<DraftField, string>>; rest: string | null } {
  const byField: Partial<Record<DraftField, string>> = {};
  let rest: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath[path] ?? fieldOfPath[path.replace(/\.\d+$/, '')];
    if (field) byField[field] ??= message;
    else rest ??= message;
  }
  return { byField, rest };
}

export interface DeliveryOptionFormProps {
  /** The option edited; a new one starts as home delivery in Ghana. */
  option?: StaffDeliveryOption;
  onSave: (body: DeliveryOptionRequest) => Promise<DeliveryOptionSave>;
  onCancel: () => void;
}

/** A home delivery zone (country, regions, fee, free-over threshold, estimate) or a pickup point (address, opening hours, phone). */
export function DeliveryOptionForm({ option, onSave, onCancel }: DeliveryOptionFormProps) {
  const [draft, setDraft] = useState<OptionDraft>(() => toDraft(option));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const baseId = useId();
  const idOf = (field: DraftField) => `${baseId}-${field}`;
  const pickup = draft.kind === 'pickup';
  const regionLabel = regionLabels[draft.country];

  const set = <F extends DraftField>(field: F, value: OptionDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's checks first (the server's messages, at once); the server checks again.
    const checked = deliveryOptionRequestSchema.safeParse(toBody(draft));
    let fields: Readonly<Record<string, string>>;
    if (checked.success) {
      setSaving(true);
      const saved = await onSave(checked.data);
      setSaving(false);
      if (saved.ok) return;
      if (saved.message !== null && Object.keys(saved.fields).length === 0) {
        setErrors({});
        setProblem(saved.message);
        return;
      }
      fields = saved.fields;
    } else {
      fields = Object.fromEntries(checked.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
    }
    const placed = placeErrors(fields);
    setErrors(placed.byField);
    setProblem(placed.rest);
    const first = fieldOrder.find((field) => placed.byField[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const described = (field: DraftField, hint?: boolean) => {
    const ids = [hint ? `${idOf(field)}-hint` : '', errors[field] ? `${idOf(field)}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined } as const;
  };

  const textField = (field: TextField, label: string, options: { optional?: boolean; inputMode?: 'decimal' | 'numeric' | 'tel'; hint?: string } = {}) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={idOf(field)}>
        {label}
        {options.optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      <Input
        id={idOf(field)}
        value={draft[field]}
        inputMode={options.inputMode}
        required={!options.optional}
        disabled={saving}
        autoComplete="off"
        {...described(field, Boolean(options.hint))}
        onChange={(event) => set(field, event.target.value)}
      />
      {options.hint ? (
        <p id={`${idOf(field)}-hint`} className="text-xs text-muted-foreground">
          {options.hint}
        </p>
      ) : null}
      <FieldError id={`${idOf(field)}-error`}>{errors[field]}</FieldError>
    </div>
  );

  const checkField = (field: 'active' | 'isDefault', label: ReactNode) => (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Checkbox id={idOf(field)} checked={draft[field]} disabled={saving} {...described(field)} onCheckedChange={(checked) => set(field, checked === true)} />
        <Label htmlFor={idOf(field)}>{label}</Label>
      </div>
      <FieldError id={`${idOf(field)}-error`}>{errors[field]}</FieldError>
    </div>
  );

  return (
    <form noValidate aria-label={option ? `Edit ${option.name}` : 'New delivery option'} className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf('kind')}>Kind</Label>
          <Select
            id={idOf('kind')}
            value={draft.kind}
            disabled={saving}
            {...described('kind')}
            onChange={(event) => set('kind', event.target.value as DeliveryKind)}
            options={[
              { value: 'delivery', label: 'Home delivery' },
              { value: 'pickup', label: 'Pickup point' },
            ]}
          />
          <FieldError id={`${idOf('kind')}-error`}>{errors.kind}</FieldError>
        </div>
        {textField('name', 'Name')}
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf('country')}>Country</Label>
          <Select
            id={idOf('country')}
            value={draft.country}
            disabled={saving}
            {...described('country')}
            onChange={(event) => {
              // Regions belong to one country: they do not carry over.
              setDraft((current) => ({ ...current, country: event.target.value as DeliveryCountry, regions: [], pickupRegion: '' }));
              setErrors((current) => ({ ...current, country: undefined, regions: undefined, pickupRegion: undefined }));
            }}
            options={deliveryCountries.map((code) => ({ value: code, label: countryNames[code] }))}
          />
          <FieldError id={`${idOf('country')}-error`}>{errors.country}</FieldError>
        </div>
        {textField('fee', 'Fee', { inputMode: 'decimal' })}
        {textField('freeOver', 'Free over', { optional: true, inputMode: 'decimal', hint: 'Orders whose items reach this amount deliver free. Empty: never free.' })}
        <div className="grid grid-cols-2 gap-4">
          {textField('estimateMin', 'Estimate from (days)', { inputMode: 'numeric' })}
          {textField('estimateMax', 'to (days)', { inputMode: 'numeric' })}
        </div>
      </div>
      {pickup ? (
        <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Pickup point</legend>
          {textField('pickupLine1', 'Address')}
          {textField('pickupCity', 'City or town')}
          <div className="flex flex-col gap-2">
            <Label htmlFor={idOf('pickupRegion')}>{regionLabel}</Label>
            <Select
              id={idOf('pickupRegion')}
              value={draft.pickupRegion}
              required
              disabled={saving}
              {...described('pickupRegion')}
              onChange={(event) => set('pickupRegion', event.target.value)}
              options={[{ value: '', label: `Choose a ${regionLabel.toLowerCase()}` }, ...countryRegions[draft.country].map((region) => ({ value: region, label: region }))]}
            />
            <FieldError id={`${idOf('pickupRegion')}-error`}>{errors.pickupRegion}</FieldError>
          </div>
          {textField('pickupLandmark', 'Landmark', { optional: true })}
          {draft.country === 'GH' ? textField('pickupDigitalAddress', 'GhanaPost digital address', { optional: true, hint: 'e.g. GA-183-8164' }) : null}
          {textField('openingHours', 'Opening hours', { hint: 'e.g. Mon-Fri 9:00-18:00, Sat 10:00-16:00' })}
          {textField('pickupPhone', 'Phone', { optional: true, inputMode: 'tel' })}
        </fieldset>
      ) : (
        <fieldset
          className="flex flex-col gap-2 rounded-md border border-border p-4"
          aria-describedby={[`${idOf('regions')}-hint`, errors.regions ? `${idOf('regions')}-error` : ''].filter(Boolean).join(' ')}
        >
          <legend className="px-1 text-sm font-medium">{`${regionLabel}s served`}</legend>
          <p id={`${idOf('regions')}-hint`} className="text-xs text-muted-foreground">
            None ticked: the whole of {countryNames[draft.country]}.
          </p>
          <div className="grid max-h-48 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
            {countryRegions[draft.country].map((region) => {
              const id = `${idOf('regions')}-${region}`;
              const ticked = draft.regions.includes(region);
              return (
                <div key={region} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={ticked}
                    disabled={saving}
                    onCheckedChange={(checked) => set('regions', checked === true ? [...draft.regions, region] : draft.regions.filter((r) => r !== region))}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {region}
                  </Label>
                </div>
              );
            })}
          </div>
          <FieldError id={`${idOf('regions')}-error`}>{errors.regions}</FieldError>
        </fieldset>
      )}
      <div className="flex flex-col gap-2">
        {checkField('active', 'Offered to shoppers (active)')}
        {pickup ? checkField('isDefault', 'Default pickup point (used when the shopper chose nothing)') : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {option ? 'Save changes' : 'Create option'}
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
