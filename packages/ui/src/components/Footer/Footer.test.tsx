import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('calls onSubscribe with the typed email', async () => {
    const onSubscribe = vi.fn();
    render(
      <Footer brand="Nyansa" copyrightYear={2026} onSubscribe={onSubscribe} socialLinks={[{ network: 'instagram', label: 'Nyansa on Instagram', href: 'https://instagram.com/nyansa' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Nyansa on Instagram' })).toHaveAttribute('href', 'https://instagram.com/nyansa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ama@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('ama@example.com');
  });

  it('shows the site links it is given in a Footer navigation', () => {
    render(<Footer brand="Nyansa" copyrightYear={2026} links={<a href="/privacy">Privacy</a>} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Privacy' }));
  });

  it('shows the copyright line and no social list without links', () => {
    render(<Footer brand="Nyansa" tagline="Beauty, wisely." copyrightYear={2026} />);
    expect(screen.getByText('© 2026 Nyansa. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('Beauty, wisely.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social links' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });
});
