import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { productList } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

describe('home page', () => {
  it('shows the hero, the Why Choose claims, the products and the plans', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Your next-gen beauty solutions.' })).toBeInTheDocument();
    expect(screen.getByText('Beauty assistant, world-class products & certified experts at your finger tips!')).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: /on plinths in warm light/ });
    expect(hero).toHaveAttribute('src', '/images/scenes/hero.webp?w=800&q=80');
    expect(hero.getAttribute('srcset')).toBe('/images/scenes/hero.webp?w=400&q=80 400w, /images/scenes/hero.webp?w=800&q=80 800w, /images/scenes/hero.webp?w=1200&q=80 1200w');
    const why = screen.getByRole('region', { name: 'Why Choose Nyansa?' });
    expect(within(why).getAllByRole('article')).toHaveLength(3);
    expect(within(why).getByText('47+')).toBeInTheDocument();
    expect(within(why).getByText('89%')).toBeInTheDocument();
    expect(within(why).getByText(/dermatologist within 24 hours/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bestselling Products' })).toBeInTheDocument();
    const serum = await screen.findByRole('article', { name: 'Vitamin C Serum' });
    // Below the hero, the product photos wait to be scrolled to: the hero's picture loads first.
    expect(within(serum).getByRole('img', { name: 'Vitamin C Serum' })).toHaveAttribute('loading', 'lazy');
    for (const plan of ['Basic plan', 'Premium Analysis plan', 'AI + Dermatologist plan']) {
      expect(screen.getByRole('article', { name: plan })).toBeInTheDocument();
    }
  });

  it("'Start your beauty journey!' scrolls to the products", async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = renderApp('/');
      await user.click(await screen.findByRole('button', { name: 'Start your beauty journey!' }));
      expect(scrolled[0]?.id).toBe('products');
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('plan cards lead into /subscriptions', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    const { user, path } = renderApp('/');
    const premium = await screen.findByRole('article', { name: 'Premium Analysis plan' });
    expect(within(premium).getByText('$3.99')).toBeInTheDocument();
    await user.click(within(premium).getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(path()).toBe('/subscriptions?plan=premium'));
  });
});

describe('about page', () => {
  it('tells the story, the five core values and the team of three with empty bios', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Nyansa' })).toBeInTheDocument();
    expect(screen.getByText('Founded in 2020 in Ghana.')).toBeInTheDocument();
    for (const heading of ['Our Story', 'Our Mission', 'Our Vision']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const values = screen.getByRole('region', { name: 'Core Values' });
    expect(within(values).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Inclusivity',
      'Scientific Rigor',
      'Accessibility',
      'Sustainability',
      'Innovation',
    ]);
    const team = screen.getByRole('region', { name: 'Our Team' });
    expect(within(team).getAllByRole('img')).toHaveLength(3);
    expect(within(team).getAllByTestId('team-bio').map((bio) => bio.textContent)).toEqual(['', '', '']);
    await waitFor(() => expect(document.title).toBe('About | Nyansa'));
  });
});
