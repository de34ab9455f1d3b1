import { useId } from 'react';
import styled from 'styled-components';
import { useSiteConfig, useTranslation } from 'shared';
import { Dialog } from 'shared/dialog';
import { chromeMessages } from '../layout/i18n/messages';
import { whatsappLink } from './whatsapp-link';

const Panel = styled.div`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
  width: min(22rem, calc(100vw - 2rem));
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
  }
  a {
    background: #128c4a;
    color: #fff;
  }
  button {
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

/** The WhatsApp button's 'Select your region' popup (loaded when first needed). */
export function WhatsAppDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslation(chromeMessages);
  const { contact } = useSiteConfig();
  const titleId = useId();
  const close = onClose;
  return (
    <Dialog onClose={close} labelledBy={titleId} data-testid="whatsapp-backdrop">
      <Panel>
        <h2 id={titleId}>{t('selectRegion')}</h2>
        <a
          href={whatsappLink(contact.whatsappIndia)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {t('india')}
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </a>
        <a
          href={whatsappLink(contact.whatsappInternational)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {t('outsideIndia')}
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </a>
        <button type="button" onClick={close}>
          {t('cancel')}
        </button>
      </Panel>
    </Dialog>
  );
}
