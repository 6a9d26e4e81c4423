import type { ConsultationIntake } from './schemas/consultations';
import { skinTypeLabels } from './product-details';

// (beyond) The consultations' plain values: statuses, limits and the intake's questions in words; the
// schemas that check them are in schemas/consultations.ts.

export const consultationStatuses = ['open', 'claimed', 'answered'] as const;

/** How long a dermatologist has to answer before the request shows overdue. */
export const consultationAnswerHours = 24;
export const questionMaxLength = 1000;
export const replyMaxLength = 4000;
export const maxSuggestedProducts = 6;

export const ageRanges = ['under_18', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'] as const;
export type AgeRange = (typeof ageRanges)[number];

export const ageRangeLabels: Record<AgeRange, string> = {
  under_18: 'Under 18',
  '18_24': '18 to 24',
  '25_34': '25 to 34',
  '35_44': '35 to 44',
  '45_54': '45 to 54',
  '55_64': '55 to 64',
  '65_plus': '65 or older',
};

export const pregnancyAnswers = ['no', 'pregnant', 'breastfeeding', 'trying', 'prefer_not_to_say'] as const;
export type PregnancyAnswer = (typeof pregnancyAnswers)[number];

export const pregnancyLabels: Record<PregnancyAnswer, string> = {
  no: 'No',
  pregnant: 'Pregnant',
  breastfeeding: 'Breastfeeding',
  trying: 'Trying to conceive',
  prefer_not_to_say: 'Prefer not to say',
};

export const allergiesMaxLength = 500;
export const routineMaxLength = 1000;
export const medicinesMaxLength = 500;

/** Each intake question as the shopper and the dermatologist read it, in the order asked. */
export const intakeFieldLabels: Record<keyof ConsultationIntake, string> = {
  age_range: 'Age range',
  skin_type: 'Skin type',
  allergies: 'Known allergies',
  pregnancy: 'Pregnancy or breastfeeding',
  routine: 'Current routine',
  medicines: 'Current medicines',
};

/** The answers given, labelled and in words, in the order asked. */
export function intakeAnswers(intake: ConsultationIntake | null | undefined): { field: keyof ConsultationIntake; label: string; value: string }[] {
  if (!intake) return [];
  const inWords: { [K in keyof ConsultationIntake]-?: (value: NonNullable<ConsultationIntake[K]>) => string } = {
    age_range: (value) => ageRangeLabels[value],
    skin_type: (value) => skinTypeLabels[value],
    allergies: (value) => value,
    pregnancy: (value) => pregnancyLabels[value],
    routine: (value) => value,
    medicines: (value) => value,
  };
  return (Object.keys(intakeFieldLabels) as (keyof ConsultationIntake)[]).flatMap((field) => {
    const value = intake[field];
    if (value === undefined || value === '') return [];
    return [{ field, label: intakeFieldLabels[field], value: (inWords[field] as (answer: string) => string)(value) }];
  });
}

/** The answers given (empty texts dropped), or null when there are none. */
export function compactIntake(intake: ConsultationIntake | null | undefined): ConsultationIntake | null {
  if (!intake) return null;
  const given = Object.entries(intake).filter(([, value]) => typeof value === 'string' && value !== '');
  return given.length > 0 ? Object.fromEntries(given) : null;
}
