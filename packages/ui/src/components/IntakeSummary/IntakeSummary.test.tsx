import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntakeSummary } from './IntakeSummary';

describe('IntakeSummary', () => {
  it('lists each answer under its label, as written, in a region named by its heading', () => {
    render(<IntakeSummary heading="The patient's answers" emptyText="No answers." answers={[{ label: 'Allergies', value: 'Nuts <b>and</b>\nlatex' }, { label: 'Skin type', value: 'Dry' }]} />);
    const region = screen.getByRole('region', { name: "The patient's answers" });
    const terms = within(region).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Allergies', 'Skin type']);
    expect(within(region).getByText(/Nuts <b>and<\/b>/)).toBeInTheDocument();
    expect(within(region).queryByText('No answers.')).toBeNull();
  });

  it('says so when the patient gave no answers', () => {
    render(<IntakeSummary heading="Answers" emptyText="The patient gave no intake answers." answers={[]} />);
    expect(screen.getByText('The patient gave no intake answers.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
  });
});
