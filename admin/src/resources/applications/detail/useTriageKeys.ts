import { useEffect, useRef } from 'react';

export type TriageKey = 'j' | 'k' | 's' | 'r' | 'o' | '?';

/** Typing in a field is never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const isTriageKey = (key: string): key is TriageKey => ['j', 'k', 's', 'r', 'o', '?'].includes(key);

/** The detail dialog's triage keys; off while `enabled` is false (another dialog is open). */
export function useTriageKeys(onKey: (key: TriageKey) => void, enabled: boolean) {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (!enabled) return;
    const listen = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTyping(event.target)) return;
      if (!isTriageKey(event.key)) return;
      event.preventDefault();
      handler.current(event.key);
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [enabled]);
}
