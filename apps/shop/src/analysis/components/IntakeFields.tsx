import {
  ageRangeLabels,
  ageRanges,
  consultationIntakeSchema,
  intakeFieldLabels,
  pregnancyAnswers,
  pregnancyLabels,
  skinTypeLabels,
  skinTypes,
  type ConsultationIntake,
} from '@nyansa/contract';
import { Label, Select, Textarea } from '@nyansa/ui';
import { useId } from 'react';

/** The intake as typed: every answer a string, '' for none. */
export type IntakeDraft = Record<keyof ConsultationIntake, string>;
export type IntakeErrors = Partial<Record<keyof ConsultationIntake, string>>;

export const emptyIntake: IntakeDraft = { age_range: '', skin_type: '', allergies: '', pregnancy: '', routine: '', medicines: '' };

const notAnswered = { value: '', label: 'Not answered' };
const choices = {
  age_range: [notAnswered, ...ageRanges.map((value) => ({ value, label: ageRangeLabels[value] }))],
  skin_type: [notAnswered, ...skinTypes.map((value) => ({ value, label: skinTypeLabels[value] }))],
  pregnancy: [notAnswered, ...pregnancyAnswers.map((value) => ({ value, label: pregnancyLabels[value] }))],
} as const;
const hints: Partial<Record<keyof ConsultationIntake, string>> = {
  allergies: 'For example fragrance, nickel or an ingredient that made your skin react.',
  routine: 'What you put on your skin morning and evening.',
  medicines: 'Including creams from a doctor, the pill or supplements.',
};

/** The answers checked by the contract: the intake to send (unanswered ones left out) or each field's message. */
export function checkIntake(draft: IntakeDraft): { ok: true; intake: ConsultationIntake } | { ok: false; errors: IntakeErrors } {
  const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
  const checked = consultationIntakeSchema.safeParse(given);
  if (checked.success) return { ok: true, intake: checked.data };
  const errors: IntakeErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof ConsultationIntake;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The optional questions a dermatologist asks before answering: age range, skin type, known
 * allergies, pregnancy or breastfeeding, the current routine and medicines.
 */
export function IntakeFields({ value, errors, disabled, onChange }: { value: IntakeDraft; errors: IntakeErrors; disabled: boolean; onChange: (next: IntakeDraft) => void }) {
  const baseId = useId();
  const describedBy = (field: keyof ConsultationIntake) => [hints[field] ? `${baseId}-${field}-hint` : '', errors[field] ? `${baseId}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const after = (field: keyof ConsultationIntake) => (
    <>
      {hints[field] ? (
        <p id={`${baseId}-${field}-hint`} className="text-xs text-muted-foreground">
          {hints[field]}
        </p>
      ) : null}
      {errors[field] ? (
        <p id={`${baseId}-${field}-error`} className="text-sm text-danger">
          {errors[field]}
        </p>
      ) : null}
    </>
  );
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">About you (optional)</legend>
      <p className="text-sm text-muted-foreground">These answers help the dermatologist; only they see them, with your photo and question.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['age_range', 'skin_type', 'pregnancy'] as const).map((field) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${baseId}-${field}`}>{intakeFieldLabels[field]}</Label>
            <Select
              id={`${baseId}-${field}`}
              options={choices[field]}
              value={value[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            />
            {after(field)}
          </div>
        ))}
      </div>
      {(['allergies', 'routine', 'medicines'] as const).map((field) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Label htmlFor={`${baseId}-${field}`}>{intakeFieldLabels[field]}</Label>
          <Textarea
            id={`${baseId}-${field}`}
            rows={2}
            className="min-h-16"
            value={value[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(field)}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          />
          {after(field)}
        </div>
      ))}
    </fieldset>
  );
}
