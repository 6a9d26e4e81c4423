import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FieldError, Input } from '../Input';
import { Label } from '../Label';
import { Select, type SelectOption } from '../Select';

/** An address as the form edits it; the app maps it to the contract's `Address` (full_name, line1, ...). */
export interface AddressDraft {
  fullName: string;
  phone: string;
  /** ISO 3166 alpha-2. */
  country: string;
  region: string;
  city: string;
  /** Ghana: area and street; elsewhere: address line 1. */
  line1: string;
  line2: string;
  landmark: string;
  /** GhanaPost GPS digital address, e.g. 'GA-183-8164'. */
  digitalAddress: string;
  /** Outside Ghana (required in the US and South Africa). */
  postalCode: string;
  isDefault: boolean;
}

export type AddressField = Exclude<keyof AddressDraft, 'isDefault'>;

/** The markets the shop serves first. */
export const addressCountries: readonly SelectOption[] = [
  { value: 'GH', label: 'Ghana' },
  { value: 'NG', label: 'Nigeria' },
  { value: 'KE', label: 'Kenya' },
  { value: 'ZA', label: 'South Africa' },
  { value: 'US', label: 'United States' },
];

/** Ghana's sixteen regions. */
export const ghanaRegions: readonly string[] = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
];

export const emptyAddress: AddressDraft = {
  fullName: '',
  phone: '',
  country: 'GH',
  region: '',
  city: '',
  line1: '',
  line2: '',
  landmark: '',
  digitalAddress: '',
  postalCode: '',
  isDefault: false,
};

/** What each country calls its first-level regions. */
export const defaultRegionLabels: Readonly<Record<string, string>> = { GH: 'Region', NG: 'State', KE: 'County', ZA: 'Province', US: 'State' };

/** Countries whose post needs a postal code. */
export const defaultPostalCodeCountries: readonly string[] = ['US', 'ZA'];

/** 'GA-183-8164': two letters, then 3-4 and 3-4 digits (the hyphens optional). */
const digitalAddressPattern = /^[A-Z]{2}-?\d{3,4}-?\d{3,4}$/i;

/** What the form checks itself; the server checks the phone for its country and says so per field. */
export function checkAddress(
  draft: AddressDraft,
  postalCodeCountries: readonly string[] = defaultPostalCodeCountries,
): Partial<Record<AddressField, string>> {
  const ghana = draft.country === 'GH';
  const problems: Partial<Record<AddressField, string>> = {};
  if (!draft.fullName.trim()) problems.fullName = 'Please enter the full name';
  if (!draft.phone.trim()) problems.phone = 'Please enter a phone number';
  if (!draft.region.trim()) problems.region = `Please choose the ${(defaultRegionLabels[draft.country] ?? 'region').toLowerCase()}`;
  if (!draft.city.trim()) problems.city = 'Please enter the city or town';
  if (!draft.line1.trim()) problems.line1 = ghana ? 'Please enter the area and street' : 'Please enter the address';
  if (ghana && draft.digitalAddress.trim() && !digitalAddressPattern.test(draft.digitalAddress.trim())) {
    problems.digitalAddress = 'Please enter a digital address like GA-183-8164';
  }
  if (!ghana && postalCodeCountries.includes(draft.country) && !draft.postalCode.trim()) problems.postalCode = 'Please enter the postal code';
  return problems;
}

export interface AddressFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** The address being edited; a new one starts empty in Ghana. */
  initial?: Partial<AddressDraft> | null;
  /** Called with the trimmed address once the form's own checks pass. */
  onSubmit: (address: AddressDraft) => void;
  onCancel?: () => void;
  /** The server's messages per field (e.g. the phone for its country); each shows until that field changes. */
  errors?: Partial<Record<AddressField, string>> | null;
  /** The server's answer when saving failed for another reason. */
  error?: string | null;
  pending?: boolean;
  /** The form's heading. */
  title?: string;
  submitLabel?: string;
  countries?: readonly SelectOption[];
  /** Each country's regions: a country with a list chooses from it, another types it. Ghana's 16 by default. */
  regions?: Readonly<Record<string, readonly string[]>>;
  /** What each country calls its regions ('State', 'County', 'Province'). */
  regionLabels?: Readonly<Record<string, string>>;
  /** Countries where the postal code is required (elsewhere outside Ghana it is optional). */
  postalCodeCountries?: readonly string[];
}

const fieldOrder: AddressField[] = ['fullName', 'phone', 'country', 'region', 'city', 'line1', 'line2', 'landmark', 'digitalAddress', 'postalCode'];

/**
 * A delivery address that fits Ghana (region, city, area and street, landmark, GhanaPost digital
 * address) and other countries (region or state, city, two lines); full name, phone, country and
 * 'Use as my default address'. Each error is tied to its field with aria-describedby.
 */
export function AddressForm({
  initial,
  onSubmit,
  onCancel,
  errors,
  error,
  pending = false,
  title = 'New address',
  submitLabel = 'Save address',
  countries = addressCountries,
  regions = { GH: ghanaRegions },
  regionLabels = defaultRegionLabels,
  postalCodeCountries = defaultPostalCodeCountries,
  className,
  ...props
}: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>({ ...emptyAddress, ...initial });
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  // Server messages show until their field changes; new messages show again.
  const [changedSinceErrors, setChangedSinceErrors] = useState<ReadonlySet<AddressField>>(new Set());
  const [lastErrors, setLastErrors] = useState(errors);
  if (errors !== lastErrors) {
    setLastErrors(errors);
    setChangedSinceErrors(new Set());
  }
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const ghana = draft.country === 'GH';
  const regionList = regions[draft.country];
  const regionLabel = regionLabels[draft.country] ?? 'Region or state';

  const messageFor = (field: AddressField) => problems[field] ?? (changedSinceErrors.has(field) ? undefined : errors?.[field]);

  const update = (field: AddressField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setChangedSinceErrors((current) => new Set(current).add(field));
  };

  const changeCountry = (country: string) => {
    // Ghana's region is one of a list; another country's is free text: a region chosen for one does not carry over.
    setDraft((current) => ({ ...current, country, region: '' }));
    setProblems((current) => ({ ...current, country: undefined, region: undefined }));
    setChangedSinceErrors((current) => new Set(current).add('country'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed: AddressDraft = { ...draft };
    for (const field of fieldOrder) trimmed[field] = trimmed[field].trim();
    if (trimmed.country !== 'GH') {
      trimmed.landmark = '';
      trimmed.digitalAddress = '';
    } else {
      trimmed.line2 = '';
      trimmed.postalCode = '';
      trimmed.digitalAddress = trimmed.digitalAddress.toUpperCase();
    }
    const found = checkAddress(trimmed, postalCodeCountries);
    if (found.region) found.region = `Please choose the ${regionLabel.toLowerCase()}`;
    setProblems(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-${first}`)}`)?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  const field = (name: AddressField, label: string, options: { optional?: boolean; autoComplete?: string; type?: string; hint?: string } = {}) => {
    const id = `${baseId}-${name}`;
    const message = messageFor(name);
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>
          {label}
          {options.optional ? (
            <>
              {' '}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          ) : null}
        </Label>
        <Input
          id={id}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={draft[name]}
          disabled={pending}
          required={!options.optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={cn(options.hint && `${id}-hint`, message && `${id}-error`) || undefined}
          onChange={(event) => update(name, event.target.value)}
        />
        {options.hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {options.hint}
          </p>
        ) : null}
        <FieldError id={`${id}-error`}>{message}</FieldError>
      </div>
    );
  };

  const selectField = (name: 'country' | 'region', label: string, options: readonly SelectOption[], autoComplete: string) => {
    const id = `${baseId}-${name}`;
    const message = messageFor(name);
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Select
          id={id}
          name={name}
          autoComplete={autoComplete}
          options={options}
          value={draft[name]}
          disabled={pending}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => (name === 'country' ? changeCountry(event.target.value) : update(name, event.target.value))}
        />
        <FieldError id={`${id}-error`}>{message}</FieldError>
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      data-slot="address-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 text-surface-foreground', className)}
      {...props}
    >
      <h3 id={headingId} className="font-display text-lg font-semibold">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('fullName', 'Full name', { autoComplete: 'name' })}
        {field('phone', 'Phone', { autoComplete: 'tel', type: 'tel', ...(ghana ? { hint: 'e.g. 024 123 4567' } : {}) })}
        {selectField('country', 'Country', countries, 'country')}
        {regionList
          ? selectField(
              'region',
              regionLabel,
              [{ value: '', label: `Choose a ${regionLabel.toLowerCase()}` }, ...regionList.map((region) => ({ value: region, label: region }))],
              'address-level1',
            )
          : field('region', regionLabel, { autoComplete: 'address-level1' })}
        {field('city', ghana ? 'City or town' : 'City', { autoComplete: 'address-level2' })}
        {ghana
          ? field('line1', 'Area and street', { autoComplete: 'address-line1' })
          : field('line1', 'Address line 1', { autoComplete: 'address-line1' })}
        {ghana
          ? field('landmark', 'Landmark', { optional: true, hint: 'e.g. Behind the Osu Presby church' })
          : field('line2', 'Address line 2', { optional: true, autoComplete: 'address-line2' })}
        {ghana
          ? field('digitalAddress', 'GhanaPost digital address', { optional: true, hint: 'e.g. GA-183-8164' })
          : field('postalCode', 'Postal code', { optional: !postalCodeCountries.includes(draft.country), autoComplete: 'postal-code' })}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${baseId}-default`}
          checked={draft.isDefault}
          disabled={pending}
          onCheckedChange={(checked) => setDraft((current) => ({ ...current, isDefault: checked === true }))}
        />
        <Label htmlFor={`${baseId}-default`}>Use as my default address</Label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
