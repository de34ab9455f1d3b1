import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, paths, useI18n, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { getAdminHome, type AdminHome } from '../../api/admin-home-api';
import { FigureCard } from './figure-card';
import { CardGrid } from './styles';
import { messages } from './texts';
import { VerificationChart } from './verification-chart';

/** Amounts in rupees and, when there were any, in dollars: "₹1,500.00 and $99.00". */
function useRevenue() {
  const { lang } = useI18n();
  const { money } = useFormats();
  return useMemo(() => {
    const list = new Intl.ListFormat(lang, { type: 'conjunction' });
    return (inr: number, usd: number) =>
      list.format([money(inr, 'INR'), ...(usd > 0 ? [money(usd, 'USD')] : [])]);
  }, [lang, money]);
}

/**
 * The admin panel's first tab: today's and this month's figures, each linked to the tab that
 * lists what it counts (only the tabs the person's role has: `tabs`), and 30 days of certificate
 * verifications. Sales staff get no certificate figures from the API, and none are shown.
 */
export function AdminHomePanel({ tabs = [] }: { tabs?: readonly string[] }) {
  const t = useTranslation(messages);
  const { number } = useFormats();
  const revenue = useRevenue();
  const { lang } = useI18n();
  const [home, setHome] = useState<AdminHome | null>(null);
  const [error, setError] = useState<unknown>(null);
  const link = (tab: string) => (tabs.includes(tab) ? paths.adminPanelTab(tab) : undefined);

  const load = useCallback(async () => {
    setError(null);
    try {
      setHome(await getAdminHome());
    } catch (failure) {
      setError(failure);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const date = useMemo(
    () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }),
    [lang],
  );

  return (
    <>
      <h2>{t('title')}</h2>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}{' '}
          <Button type="button" $variant="secondary" onClick={() => void load()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {!home && !error ? <p role="status">{t('loading')}</p> : null}
      {home ? (
        <>
          <p>{t('asOf', { date: date.format(new Date(`${home.today}T00:00:00Z`)) })}</p>
          <CardGrid>
            <FigureCard
              title={t('ordersToday')}
              value={number(home.orders.today.count)}
              detail={t('revenue', {
                amount: revenue(home.orders.today.revenueInr, home.orders.today.revenueUsd),
              })}
              to={link('orders')}
            />
            <FigureCard
              title={t('ordersMonth')}
              value={number(home.orders.month.count)}
              detail={t('revenue', {
                amount: revenue(home.orders.month.revenueInr, home.orders.month.revenueUsd),
              })}
              to={link('orders')}
            />
            <FigureCard
              title={t('awaiting')}
              value={number(home.payments.awaitingConfirmation)}
              hint={t('awaitingHint')}
              to={link('payments')}
            />
            <FigureCard
              title={t('held')}
              value={number(home.payments.held)}
              hint={t('heldHint')}
              to={link('payments')}
            />
            <FigureCard
              title={t('lowStock')}
              value={number(home.lowStock.length)}
              detail={
                home.lowStock.length > 0 ? (
                  <ul>
                    {home.lowStock.map((p) => (
                      <li key={p.id}>
                        {t('lowStockItem', {
                          course: p.courseSlug,
                          available: number(p.available),
                          threshold: number(p.threshold),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('lowStockNone')
                )
              }
              to={link('voucher-stock')}
            />
            <FigureCard
              title={t('enquiries')}
              value={number(home.newEnquiries)}
              hint={t('enquiriesHint')}
              to={link('inbox')}
            />
            {home.certificates ? (
              <>
                <FigureCard
                  title={t('certificatesToday')}
                  value={number(home.certificates.today)}
                  to={link('certificates')}
                />
                <FigureCard
                  title={t('certificatesMonth')}
                  value={number(home.certificates.month)}
                  to={link('certificates')}
                />
              </>
            ) : null}
          </CardGrid>
          {home.verifications ? (
            <VerificationChart days={home.verifications} to={link('certificates')} />
          ) : null}
        </>
      ) : null}
    </>
  );
}
