import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigation scrolls smoothly to the top (spec section 2). The page the shopper arrived on keeps the
 * browser's position: a reload restores it, and a shopper may scroll a server-rendered page before it hydrates.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
