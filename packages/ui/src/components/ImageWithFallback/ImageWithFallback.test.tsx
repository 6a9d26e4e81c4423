import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback';
import { placeholderImage } from './placeholder';

describe('ImageWithFallback', () => {
  it('leaves lazy loading to the browser, and loads a first-screen image at once', () => {
    const { unmount } = render(<ImageWithFallback src="/images/balm.png" alt="Pink Lip Balm" />);
    const image = screen.getByRole('img', { name: 'Pink Lip Balm' });
    expect(image).toHaveAttribute('src', '/images/balm.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
    unmount();
    render(<ImageWithFallback src="/images/butter.png" alt="Body Butter" lazy={false} />);
    const eager = screen.getByRole('img', { name: 'Body Butter' });
    expect(eager).toHaveAttribute('loading', 'eager');
  });

  it('notices an image that failed before the page was hydrated', () => {
    // What the browser reports for a server-rendered image whose request already failed.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue('/images/missing.png');
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<ImageWithFallback src="/images/missing.png" alt="Lip Scrub" />);
    expect(screen.getByRole('img', { name: 'Lip Scrub' })).toHaveAttribute('src', placeholderImage);
  });

  it('shows the placeholder when the image fails or is missing, keeping the alt text', () => {
    const onError = vi.fn();
    const { rerender } = render(<ImageWithFallback src="/images/missing.png" alt="Lip Scrub" lazy={false} onError={onError} />);
    const image = screen.getByRole('img', { name: 'Lip Scrub' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);
    expect(image).toHaveAttribute('data-state', 'failed');
    expect(onError).toHaveBeenCalledOnce();
    rerender(<ImageWithFallback src={null} alt="Lip Scrub" />);
    expect(screen.getByRole('img', { name: 'Lip Scrub' })).toHaveAttribute('src', placeholderImage);
  });

  it('drops the other widths with the placeholder, so the browser shows it', () => {
    render(<ImageWithFallback src="/a.png?w=400" srcSet="/a.png?w=400 400w, /a.png?w=800 800w" sizes="50vw" alt="Body Glow" lazy={false} />);
    const image = screen.getByRole('img', { name: 'Body Glow' });
    expect(image).toHaveAttribute('srcset', '/a.png?w=400 400w, /a.png?w=800 800w');
    expect(image).toHaveAttribute('sizes', '50vw');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('takes a brand placeholder and retries when the address changes', () => {
    const { rerender } = render(<ImageWithFallback src="/a.png" alt="Full Set" lazy={false} fallbackSrc="/brand-placeholder.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/brand-placeholder.svg');
    rerender(<ImageWithFallback src="/b.png" alt="Full Set" lazy={false} fallbackSrc="/brand-placeholder.svg" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
