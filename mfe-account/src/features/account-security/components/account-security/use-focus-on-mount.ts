import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it first appears: the heading of a new step (with
 * tabIndex -1), so a screen reader reads on from there, or the field to type into next.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
