import type { Brand } from '@nyansa/contract';
import { Label, Select } from '@nyansa/ui';
import { useId } from 'react';

export interface BrandSelectProps {
  brands: readonly Brand[];
  /** A brand's id as text, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** What the empty choice says: 'No brand' where none is allowed, 'Choose a brand' where one is needed. */
  emptyLabel: string;
}

/** The labelled brand picker of the staff forms (product and role). */
export function BrandSelect({ brands, value, onChange, emptyLabel }: BrandSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Brand</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[{ value: '', label: emptyLabel }, ...brands.map((brand) => ({ value: String(brand.id), label: brand.name }))]}
      />
    </div>
  );
}
