import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useTranslation } from 'shared';
import { chromeMessages } from '../../../lib/chrome-messages';
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

export function PayNowFallback() {
  const t = useTranslation(chromeMessages);
  return <FallbackLink to={paths.contact}>{t('payNow')}</FallbackLink>;
}

export function PayNowMenu() {
  return (
    <RemoteArea
      remote="payments"
      exposed="./pay-now-menu"
      loading={<PayNowFallback />}
      fallback={<PayNowFallback />}
    />
  );
}
