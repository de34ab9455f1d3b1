import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useTranslation } from 'shared';
import { chromeMessages } from '../i18n/messages';
import { RemoteArea } from '../../../lib/remotes/remote-area';

/** Shown in place of the payments remote's menu while it loads or when it is down. */
/** Looks like the payments remote's button, so nothing moves when the real menu arrives. */
const FallbackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** Holds the menu's button or its placeholder without a box of its own. */
const Area = styled.span`
  display: contents;
`;

/**
 * The link to the contact page shown in place of the payments remote's menu. With `onPress`
 * (while the menu is on its way) a plain press is the caller's, and is also held when made
 * before the page is hydrated (`data-early-click`, api/src/plugins/early-input.ts); a press
 * with a modifier (new tab, new window) stays the link's.
 */
export function PayNowFallback({
  onPress,
  focusLeft,
}: {
  onPress?: () => void;
  /** Set when it leaves the page while focused (the remote's button takes its place). */
  focusLeft?: RefObject<boolean>;
}) {
  const t = useTranslation(chromeMessages);
  const link = useRef<HTMLAnchorElement>(null);
  // A layout effect's cleanup runs before React removes the element: focus is still on it.
  useLayoutEffect(() => {
    const element = link.current;
    return () => {
      if (focusLeft && element && element === document.activeElement) focusLeft.current = true;
    };
  }, [focusLeft]);
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onPress?.();
  };
  return (
    <FallbackLink
      ref={link}
      to={paths.contact}
      onClick={onPress ? press : undefined}
      data-early-click={onPress ? '' : undefined}
    >
      {t('payNow')}
    </FallbackLink>
  );
}

/** The payments remote's menu button inside `area`, once it is there. */
const menuTrigger = (area: HTMLElement | null) =>
  area?.querySelector<HTMLElement>('button[aria-haspopup="menu"]') ?? null;

/**
 * The payments remote's Pay Now menu. It loads when the page is idle or at the first interaction
 * (RemoteArea's `defer`); Pay Now pressed before it is here loads it at once and opens it when it
 * arrives. If it cannot be had, that press goes to the contact page, as the fallback link does.
 */
export function PayNowMenu() {
  const navigate = useNavigate();
  const area = useRef<HTMLSpanElement>(null);
  // Pressed and not opened yet; `loadNow` stays once set (turning it off would defer again).
  const [pressed, setPressed] = useState(false);
  const [loadNow, setLoadNow] = useState(false);
  const press = useCallback(() => {
    setPressed(true);
    setLoadNow(true);
  }, []);
  const focusLeft = useRef(false);
  // Focus was on the placeholder (a keyboard on its way to Enter): it goes to the button in the
  // task that swapped them, so a key pressed just then reaches the button, not the page.
  const shown = useCallback(() => {
    if (focusLeft.current && document.activeElement === document.body)
      menuTrigger(area.current)?.focus();
    focusLeft.current = false;
  }, []);
  const settled = useCallback(() => {
    if (!pressed) return;
    setPressed(false);
    const button = menuTrigger(area.current);
    if (button) button.click();
    else navigate(paths.contact);
  }, [pressed, navigate]);
  return (
    <Area ref={area}>
      <RemoteArea
        remote="payments"
        exposed="./pay-now-menu"
        loading={<PayNowFallback onPress={press} focusLeft={focusLeft} />}
        fallback={<PayNowFallback />}
        loadNow={loadNow}
        onSettled={settled}
        onShown={shown}
      />
    </Area>
  );
}
