import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('shows the title as the page heading and runs its call to action', async () => {
    const onCta = vi.fn();
    render(
      <Hero
        title="Your next-gen beauty solutions."
        subtitle="Beauty assistant, world-class products & certified experts at your finger tips!"
        ctaLabel="Start your beauty journey!"
        onCta={onCta}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your next-gen beauty solutions.' })).toBeInTheDocument();
    expect(screen.getByText('Beauty assistant, world-class products & certified experts at your finger tips!')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start your beauty journey!' }));
    expect(onCta).toHaveBeenCalledOnce();
  });

  it('shows an image with its description when given one', () => {
    render(<Hero title="T" subtitle="S" ctaLabel="Go" onCta={vi.fn()} imageSrc="/hero.jpg" imageAlt="A woman applying serum" />);
    expect(screen.getByRole('img', { name: 'A woman applying serum' })).toHaveAttribute('src', '/hero.jpg');
  });
});
