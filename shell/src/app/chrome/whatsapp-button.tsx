import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared';
import { chromeMessages } from '../layout/i18n/messages';

export { whatsappLink } from './whatsapp-link';

// The popup is its own chunk, fetched when someone reaches for the button (pointer, focus) or
// clicks it: the button is on every page, the popup rarely opens.
const loadDialog = () => import(/* webpackChunkName: "whatsapp-dialog" */ './whatsapp-dialog');
const WhatsAppDialog = lazy(() => loadDialog().then((m) => ({ default: m.WhatsAppDialog })));
const preload = () => void loadDialog().catch(() => undefined);

const Floating = styled.button`
  position: fixed;
  bottom: 1.25rem;
  /* Logical property: bottom right in English, bottom left in Arabic. */
  inset-inline-end: 1.25rem;
  z-index: 60;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 0;
  background: #128c4a;
  color: #fff;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    width: 30px;
    height: 30px;
  }
`;

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 3C9 3 3.3 8.6 3.3 15.6c0 2.4.7 4.7 1.9 6.7L3 29l6.9-2.2c1.9 1 4 1.6 6.1 1.6 7 0 12.7-5.7 12.7-12.7S23 3 16 3zm0 23.1c-2 0-3.9-.6-5.6-1.6l-.4-.2-4.1 1.3 1.3-4-.3-.4a10.5 10.5 0 0 1-1.7-5.6C5.2 9.8 10 5.1 16 5.1s10.7 4.7 10.7 10.5S21.9 26.1 16 26.1zm5.9-7.8c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1c-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2s0-.5.1-.6l.5-.6.3-.5v-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4s-1.2 1.1-1.2 2.8 1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.7 5 2.8 1.1 3.4.9 4 .8.6-.1 1.9-.8 2.2-1.5.3-.8.3-1.4.2-1.5l-.6-.3z"
      />
    </svg>
  );
}

/** The floating WhatsApp button and its 'Select your region' popup. */
export function WhatsAppButton() {
  const t = useTranslation(chromeMessages);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <Floating
        type="button"
        aria-label={t('whatsappButton')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        data-whatsapp-button=""
      >
        <WhatsAppIcon />
      </Floating>
      {open ? (
        <Suspense fallback={null}>
          <WhatsAppDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
