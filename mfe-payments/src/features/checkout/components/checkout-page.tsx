import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Heading, LoadingContent, PageContainer, paths, useTranslation } from 'shared';
import { getCheckoutItem, type ItemResult } from '../api/get-checkout-item';
import { checkoutMessages } from '../i18n/messages';
import { readCheckoutRequest } from '../lib/checkout-item';
import { CheckoutForm } from './checkout-form';

const PROBLEMS = {
  'not-found': 'itemNotFound',
  unavailable: 'itemUnavailable',
  error: 'loadFailed',
} as const;

/** /checkout?voucher=<course> or ?batch=<id>&course=<course>: the buyer is signed in (guards). */
export function CheckoutPage() {
  const t = useTranslation(checkoutMessages);
  const { search, state } = useLocation();
  // The course page's link names the course; an address typed or shared names only its slug.
  const title = (state as { course?: unknown } | null)?.course;
  const courseTitle = typeof title === 'string' ? title : undefined;
  const [result, setResult] = useState<ItemResult | null>(null);
  const request = readCheckoutRequest(search);
  const requestKey = request ? JSON.stringify(request) : '';

  useEffect(() => {
    if (!requestKey) return;
    let live = true;
    setResult(null);
    void getCheckoutItem(JSON.parse(requestKey) as NonNullable<typeof request>).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [requestKey]);

  let body;
  if (!request) body = <Alert $tone="info">{t('itemMissing')}</Alert>;
  else if (!result) body = <LoadingContent label={t('loading')} />;
  else if (result.status !== 'ready')
    body = (
      <Alert $tone={result.status === 'error' ? 'error' : 'info'} role="alert">
        {t(PROBLEMS[result.status])}
      </Alert>
    );
  else if (!result.item.available) body = <Alert $tone="info">{t('soldOut')}</Alert>;
  else body = <CheckoutForm item={{ ...result.item, courseTitle }} />;
  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      {body}
      {request === null && (
        <p>
          <Link to={paths.comptia}>{t('backToCourses')}</Link>
        </p>
      )}
    </PageContainer>
  );
}
