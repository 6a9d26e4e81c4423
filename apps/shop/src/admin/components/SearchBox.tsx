import { Button, Input } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';

/** A search field that applies on submit (Enter or the button), so each key does not fetch a page. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={label} className="flex flex-wrap items-center gap-2" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} type="search" value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} className="w-64" placeholder={label} />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
