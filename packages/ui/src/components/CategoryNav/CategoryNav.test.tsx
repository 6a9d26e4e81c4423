import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderLink } from '../../lib/link';
import { CategoryNav } from './CategoryNav';

const hrefFor = (category: string | null) => (category ? `/products?category=${category}` : '/products');

describe('CategoryNav', () => {
  it('links to All, Skincare, Body and Lip, marking the current one', () => {
    render(<CategoryNav current="body" hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Product categories' });
    const links = screen.getAllByRole('link');
    expect(nav).toContainElement(links[0] ?? null);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/products'],
      ['Skincare', '/products?category=skincare'],
      ['Body', '/products?category=body'],
      ['Lip', '/products?category=lip'],
    ]);
    expect(screen.getByRole('link', { name: 'Body' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('marks All when no category is chosen, and renders links through the app', () => {
    const renderLink: RenderLink = ({ href, children, ...props }) => (
      <a data-router="yes" href={href} {...props}>
        {children}
      </a>
    );
    render(<CategoryNav current={null} hrefFor={hrefFor} renderLink={renderLink} allLabel="Everything" />);
    expect(screen.getByRole('link', { name: 'Everything' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Lip' })).toHaveAttribute('data-router', 'yes');
  });
});
