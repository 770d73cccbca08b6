import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A screen's heading, focused when the screen appears: the button that led here is gone, and focus
 * must not fall to the page's body. A screen reader reads the heading as the new screen's start.
 */
export default function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
