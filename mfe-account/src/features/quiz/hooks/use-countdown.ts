import { useEffect, useRef, useState } from 'react';

function secondsUntil(end: number): number {
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/**
 * Seconds left until `deadline` (the server's clock, an ISO time), ticking each second;
 * `onExpire` runs once when it reaches zero.
 */
export function useCountdown(deadline: string | null, onExpire: () => void): number {
  const end = deadline ? Date.parse(deadline) : NaN;
  // Remembered with the deadline it belongs to, so a new deadline never shows a stale value.
  const [tick, setTick] = useState<{ end: number; left: number } | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (Number.isNaN(end)) return;
    let fired = false;
    const update = () => {
      const left = secondsUntil(end);
      setTick({ end, left });
      if (left === 0 && !fired) {
        fired = true;
        expire.current();
      }
    };
    update();
    const id = window.setInterval(update, 1000);
    return () => window.clearInterval(id);
  }, [end]);

  return tick && tick.end === end ? tick.left : secondsUntil(end);
}
