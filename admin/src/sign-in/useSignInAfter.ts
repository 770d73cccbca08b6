import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Once an account step is done (`done` holds its notice), the sign-in page follows `delay` ms later:
 * long enough to read the notice.
 */
export function useSignInAfter(done: string | null, delay: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), delay);
    return () => clearTimeout(timer);
  }, [done, delay, navigate]);
}
