import {
  freeOfFlags,
  freeOfLabels,
  productAreaLabels,
  productAreas,
  productConcernLabels,
  productConcerns,
  productTypeLabels,
  productTypes,
  skinTypeLabels,
  skinTypes,
  type ProductDetails,
} from '@nyansa/contract';
import { Checkbox, FieldError, Label, Select, Textarea } from '@nyansa/ui';
import { useId } from 'react';
import { Field } from '../../forms/Field';

/** The details as the form holds them: texts as typed, choices as lists. */
export interface DetailsDraft {
  product_type: string;
  areas: string[];
  skin_types: string[];
  concerns: string[];
  free_of: string[];
  key_ingredients: string;
  ingredients: string;
  how_to_use: string;
  spf: string;
}

export type DetailsField = keyof DetailsDraft;

export function detailsDraft(details: ProductDetails | null | undefined): DetailsDraft {
  return {
    product_type: details?.product_type ?? '',
    areas: [...(details?.areas ?? [])],
    skin_types: [...(details?.skin_types ?? [])],
    concerns: [...(details?.concerns ?? [])],
    free_of: [...(details?.free_of ?? [])],
    key_ingredients: details?.key_ingredients.join(', ') ?? '',
    ingredients: details?.ingredients.join(', ') ?? '',
    how_to_use: details?.how_to_use ?? '',
    spf: details?.spf == null ? '' : String(details.spf),
  };
}

/** A list typed one per line or comma-separated; a comma before a digit stays (INCI's '1,2-Hexanediol'). */
export function splitList(text: string): string[] {
  return text
    .split(/\n|,(?!\d)/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The details to send (for the contract's schema to check), or null when nothing is set, so a
 * product can stay undescribed. Values are passed as given: the schema, not the form, refuses.
 */
export function detailsFromDraft(draft: DetailsDraft): Record<string, unknown> | null {
  const empty =
    draft.product_type === '' &&
    [draft.areas, draft.skin_types, draft.concerns, draft.free_of].every((list) => list.length === 0) &&
    [draft.key_ingredients, draft.ingredients, draft.how_to_use, draft.spf].every((text) => text.trim() === '');
  if (empty) return null;
  return {
    product_type: draft.product_type,
    areas: draft.areas,
    skin_types: draft.skin_types,
    concerns: draft.concerns,
    key_ingredients: splitList(draft.key_ingredients),
    ingredients: splitList(draft.ingredients),
    how_to_use: draft.how_to_use,
    free_of: draft.free_of,
    spf: draft.spf.trim() === '' ? null : Number(draft.spf),
  };
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

type ListField = 'areas' | 'skin_types' | 'concerns' | 'free_of';
const groups: readonly { field: ListField; legend: string; choices: readonly { value: string; label: string }[] }[] = [
  { field: 'areas', legend: 'Areas (main area first)', choices: options(productAreas, productAreaLabels) },
  { field: 'skin_types', legend: 'Skin types', choices: options(skinTypes, skinTypeLabels) },
  { field: 'concerns', legend: 'Concerns', choices: options(productConcerns, productConcernLabels) },
  { field: 'free_of', legend: 'Free of', choices: options(freeOfFlags, freeOfLabels) },
];

export interface ProductDetailsFieldsProps {
  value: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  errors: Partial<Record<DetailsField, string>>;
}

/** What the product is and suits: type, areas, skin types, concerns, free-of flags, ingredients, use and SPF; all empty means no details. */
export function ProductDetailsFields({ value, onChange, errors }: ProductDetailsFieldsProps) {
  const id = useId();
  const set = (change: Partial<DetailsDraft>) => onChange({ ...value, ...change });
  const toggle = (field: ListField, choice: string, on: boolean) =>
    set({ [field]: on ? [...value[field].filter((item) => item !== choice), choice] : value[field].filter((item) => item !== choice) });
  const invalid = (field: DetailsField) => (errors[field] ? true : undefined);
  const describedBy = (field: DetailsField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: DetailsField) => (
    <FieldError id={`${id}-${field}-error`} className="whitespace-pre-line">
      {errors[field]}
    </FieldError>
  );

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">Details (leave all empty for none)</legend>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-type`}>Product type</Label>
        <Select
          id={`${id}-type`}
          value={value.product_type}
          onChange={(event) => set({ product_type: event.target.value })}
          aria-invalid={invalid('product_type')}
          aria-describedby={describedBy('product_type')}
          options={[{ value: '', label: 'Not set' }, ...options(productTypes, productTypeLabels)]}
        />
        {error('product_type')}
      </div>
      {groups.map((group) => (
        <fieldset key={group.field} className="flex flex-col gap-2" aria-describedby={describedBy(group.field)}>
          <legend className="mb-1 text-sm font-medium">{group.legend}</legend>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {group.choices.map((choice) => (
              <li key={choice.value} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${group.field}-${choice.value}`}
                  checked={value[group.field].includes(choice.value)}
                  onCheckedChange={(checked) => toggle(group.field, choice.value, checked === true)}
                  aria-invalid={invalid(group.field)}
                />
                <Label htmlFor={`${id}-${group.field}-${choice.value}`} className="cursor-pointer py-1 font-normal">
                  {choice.label}
                </Label>
              </li>
            ))}
          </ul>
          {group.field === 'areas' && value.areas.length > 1 ? (
            <p className="text-sm text-muted-foreground">Main area: {productAreaLabels[value.areas[0] as keyof typeof productAreaLabels]} (the first ticked)</p>
          ) : null}
          {error(group.field)}
        </fieldset>
      ))}
      <Field
        label="Key ingredients (separated by commas or new lines)"
        value={value.key_ingredients}
        onChange={(event) => set({ key_ingredients: event.target.value })}
        error={errors.key_ingredients}
      />
      {(['ingredients', 'how_to_use'] as const).map((field) => (
        <div key={field} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-${field}`}>{field === 'ingredients' ? 'Full ingredients (INCI, in label order, separated by commas or new lines)' : 'How to use'}</Label>
          <Textarea
            id={`${id}-${field}`}
            value={value[field]}
            onChange={(event) => set({ [field]: event.target.value })}
            aria-invalid={invalid(field)}
            aria-describedby={describedBy(field)}
          />
          {error(field)}
        </div>
      ))}
      <Field label="SPF (empty without sun protection)" inputMode="numeric" value={value.spf} onChange={(event) => set({ spf: event.target.value })} error={errors.spf} />
    </fieldset>
  );
}
