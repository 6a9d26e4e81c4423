import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation scrolls smoothly to the top (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
