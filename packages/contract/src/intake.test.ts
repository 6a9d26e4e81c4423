import { describe, expect, it } from 'vitest';
import { compactIntake, consultationRequestSchema, intakeAnswers } from './index';

describe('the consultation intake', () => {
  it('reads the answers in words, in the order asked, leaving out the unanswered', () => {
    expect(intakeAnswers({ medicines: 'None', age_range: '65_plus', pregnancy: 'prefer_not_to_say', skin_type: 'acne_prone', allergies: '' })).toEqual([
      { field: 'age_range', label: 'Age range', value: '65 or older' },
      { field: 'skin_type', label: 'Skin type', value: 'Acne-prone' },
      { field: 'pregnancy', label: 'Pregnancy or breastfeeding', value: 'Prefer not to say' },
      { field: 'medicines', label: 'Current medicines', value: 'None' },
    ]);
    expect(intakeAnswers(null)).toEqual([]);
  });

  it('is optional, trimmed, and refuses answers off the lists with their message', () => {
    const parsed = consultationRequestSchema.parse({ analysis_id: 3, intake: { routine: '  SPF  ', allergies: '   ' } });
    expect(compactIntake(parsed.intake)).toEqual({ routine: 'SPF' });
    expect(consultationRequestSchema.parse({ analysis_id: 3 }).intake).toBeUndefined();
    const refused = consultationRequestSchema.safeParse({ analysis_id: 3, intake: { pregnancy: 'yes' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['intake', 'pregnancy'], message: 'Choose a pregnancy or breastfeeding answer from the list' });
  });
});
