import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback';
import { placeholderImage } from './placeholder';

/** A stand-in for the browser's IntersectionObserver that the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('ImageWithFallback', () => {
  it('waits until the image is in view before loading it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<ImageWithFallback src="/images/balm.png" alt="Pink Lip Balm" />);
    const image = screen.getByRole('img', { name: 'Pink Lip Balm' });
    expect(image).toHaveAttribute('data-state', 'waiting');
    FakeObserver.instances[0]?.report(false);
    expect(image).not.toHaveAttribute('src', '/images/balm.png');
    FakeObserver.instances[0]?.report(true);
    expect(image).toHaveAttribute('src', '/images/balm.png');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
  });

  it('loads at once when not lazy or when the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<ImageWithFallback src="/images/balm.png" alt="Pink Lip Balm" lazy={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/balm.png');
    unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ImageWithFallback src="/images/butter.png" alt="Body Butter" />);
    expect(screen.getByRole('img', { name: 'Body Butter' })).toHaveAttribute('src', '/images/butter.png');
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

  it('takes a brand placeholder and retries when the address changes', () => {
    const { rerender } = render(<ImageWithFallback src="/a.png" alt="Full Set" lazy={false} fallbackSrc="/brand-placeholder.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/brand-placeholder.svg');
    rerender(<ImageWithFallback src="/b.png" alt="Full Set" lazy={false} fallbackSrc="/brand-placeholder.svg" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
