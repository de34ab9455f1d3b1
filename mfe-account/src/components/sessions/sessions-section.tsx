import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, defineDictionary, useI18n, usePlural, useTranslation } from 'shared';
import { errorText } from '../../lib/api-helpers';
import { sessionsEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';
import {
  listSessions,
  signOutOtherSessions,
  signOutSession,
  type SessionInfo,
} from './sessions-api';
import { Badge, Block, Buttons, Hint, SessionList } from './styles';
import { deviceOf } from './user-agent';

/** The section's texts; a page that links to the section names it with `sessionsTitle`. */
export const sessionsMessages = defineDictionary<keyof typeof sessionsEn>(
  sessionsEn,
  loadersFor('sessions'),
);

/** This device first, then the most recently used. */
function ordered(sessions: SessionInfo[]): SessionInfo[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
}

/**
 * 'Where you are signed in': each session's device, IP and times, and signing others out.
 * `level` is its heading's level in the page (each session's is one below).
 */
export function SessionsSection({ level = 3 }: { level?: 2 | 3 }) {
  const Title = `h${level}` as 'h2' | 'h3';
  const Item = `h${level + 1}` as 'h3' | 'h4';
  const t = useTranslation(sessionsMessages);
  const plural = usePlural(t);
  const { lang } = useI18n();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const when = useMemo(
    () => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }),
    [lang],
  );

  useEffect(() => {
    let live = true;
    listSessions().then(
      (list) => live && setSessions(ordered(list)),
      (e: unknown) => live && setError(errorText(e, t('sessionsFailed'))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  function deviceName(userAgent: string): string {
    const { browser, os } = deviceOf(userAgent);
    if (browser && os) return t('deviceOn', { browser, os });
    return browser ?? os ?? t('unknownDevice');
  }

  async function signOut(session: SessionInfo) {
    setBusy(session.id);
    setError(null);
    setNotice('');
    try {
      await signOutSession(session.id);
      setSessions((list) => list?.filter((s) => s.id !== session.id) ?? null);
      setNotice(
        t('signedOutOne', { device: deviceName(session.userAgent), ip: session.ip || '—' }),
      );
      // The button that had the focus is gone with its session.
      heading.current?.focus();
    } catch (e) {
      setError(errorText(e, t('signOutFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function signOutOthers() {
    setBusy('others');
    setError(null);
    setNotice('');
    try {
      const count = await signOutOtherSessions();
      setSessions((list) => list?.filter((s) => s.current) ?? null);
      setNotice(plural('signedOutOthers', count));
      heading.current?.focus();
    } catch (e) {
      setError(errorText(e, t('signOutFailed')));
    } finally {
      setBusy(null);
    }
  }

  const time = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;
  const others = sessions?.filter((s) => !s.current) ?? [];

  return (
    <Block aria-labelledby="sessions-title">
      <Title id="sessions-title" ref={heading} tabIndex={-1}>
        {t('sessionsTitle')}
      </Title>
      <div role="status">{notice ? <Alert $tone="success">{notice}</Alert> : null}</div>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {!sessions && !error ? <Hint>{t('sessionsLoading')}</Hint> : null}
      {sessions ? (
        <SessionList>
          {sessions.map((session) => {
            const device = deviceName(session.userAgent);
            const ip = session.ip || '—';
            return (
              <li key={session.id}>
                <Item>
                  <span>{device}</span>
                  {session.current ? <Badge>{t('thisDevice')}</Badge> : null}
                </Item>
                <dl>
                  <dt>{t('ip')}</dt>
                  <dd>
                    <bdi>{ip}</bdi>
                  </dd>
                  <dt>{t('signedIn')}</dt>
                  <dd>{time(session.createdAt)}</dd>
                  <dt>{t('lastActive')}</dt>
                  <dd>{time(session.lastUsedAt)}</dd>
                </dl>
                {session.current ? null : (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('signOutNamed', { device, ip })}
                    disabled={busy !== null}
                    onClick={() => void signOut(session)}
                  >
                    {busy === session.id ? t('signingOut') : t('signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </SessionList>
      ) : null}
      {sessions && others.length === 0 ? <Hint>{t('noOthers')}</Hint> : null}
      {others.length > 0 ? (
        <Buttons>
          <Button
            type="button"
            $variant="danger"
            disabled={busy !== null}
            onClick={() => void signOutOthers()}
          >
            {busy === 'others' ? t('signingOut') : t('signOutOthers')}
          </Button>
        </Buttons>
      ) : null}
    </Block>
  );
}
