import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchScreensAt } from './screens-at';

/**
 * On every path change, fetches the code of every screen the path shows at once: a page, the list
 * inside it and the dialog over that list then load side by side, not each after its parent rendered.
 */
export default function ScreensAhead() {
  const { pathname } = useLocation();
  useEffect(() => {
    fetchScreensAt(pathname);
  }, [pathname]);
  return null;
}
