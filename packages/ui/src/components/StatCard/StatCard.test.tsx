import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its label, showing the value', () => {
    render(<StatCard label="Orders today" value="24" />);
    const card = screen.getByRole('group', { name: 'Orders today' });
    expect(card).toHaveTextContent('24');
  });

  it('says which way a figure moved in words, not by colour alone', () => {
    render(<StatCard label="Overdue requests" value="3" change={{ text: '2 more than yesterday', direction: 'up', tone: 'negative' }} />);
    expect(screen.getByText('2 more than yesterday').closest('p')).toHaveTextContent('Up: 2 more than yesterday');
  });

  it('holds the place of a value still loading', () => {
    render(<StatCard label="Revenue today" value="$412.75" loading change={{ text: '+1', direction: 'up' }} />);
    const card = screen.getByRole('group', { name: 'Revenue today' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('Loading');
    expect(screen.queryByText('$412.75')).not.toBeInTheDocument();
    expect(screen.queryByText('+1')).not.toBeInTheDocument();
  });
});
