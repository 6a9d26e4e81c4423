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

  it('loads its image first, at a width that fits the screen, keeping its space before it arrives', () => {
    render(
      <Hero title="T" subtitle="S" ctaLabel="Go" onCta={vi.fn()} imageSrc="/hero?w=800" imageSrcSet="/hero?w=400 400w, /hero?w=800 800w" imageSizes="50vw" imageWidth={1000} imageHeight={800} imageAlt="Packs on plinths" />,
    );
    const image = screen.getByRole('img', { name: 'Packs on plinths' });
    expect(image).toHaveAttribute('srcset', '/hero?w=400 400w, /hero?w=800 800w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '800');
  });
});
