import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Heading, Lead, PageContainer, useTranslation } from 'shared';
import { isChunkLoadError, recoverFromChunkError, reloadNow } from '../../lib/chunk-recovery';
import { chromeMessages } from '../layout/i18n/messages';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 3rem 1rem;
  text-align: center;
`;

/** What a rendering failure shows: the spec's message and a Refresh button. */
export function SomethingWentWrong({ onRefresh }: { onRefresh?: () => void }) {
  const t = useTranslation(chromeMessages);
  return (
    <PageContainer>
      <Panel role="alert">
        <Heading>{t('errorTitle')}</Heading>
        <Lead>{t('errorText')}</Lead>
        <Button type="button" onClick={onRefresh ?? (() => window.location.reload())}>
          {t('refreshPage')}
        </Button>
      </Panel>
    </PageContainer>
  );
}

/** What a chunk-load failure shows: the page reloads by itself (chunk-recovery.ts). */
export function ApplicationError() {
  const t = useTranslation(chromeMessages);
  return (
    <PageContainer>
      <Panel role="alert" data-app-error="">
        <Heading>{t('appErrorTitle')}</Heading>
        <Lead>{t('appErrorText')}</Lead>
        <Button type="button" onClick={() => void reloadNow()}>
          {t('reloadNow')}
        </Button>
      </Panel>
    </PageContainer>
  );
}

/**
 * Catches a rendering failure in the routed area. A chunk that could not be loaded gets the
 * Application Error screen and the counted reload; anything else 'Something went wrong'.
 * `resetKey` (the address) clears the error, so navigating away recovers.
 */
export class AppErrorBoundary extends Component<
  { children?: ReactNode; resetKey?: string; onRefresh?: () => void },
  { error: unknown; resetKey?: string }
> {
  override state: { error: unknown; resetKey?: string } = {
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown rendering error') };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: unknown; resetKey?: string },
  ) {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) recoverFromChunkError();
    else console.error('A page failed while rendering', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isChunkLoadError(error) ? (
      <ApplicationError />
    ) : (
      <SomethingWentWrong onRefresh={this.props.onRefresh} />
    );
  }
}
