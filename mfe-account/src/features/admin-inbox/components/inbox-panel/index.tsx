import { Alert, Button, useToast, useTranslation } from 'shared';
import { useOpenedItem } from '../../../../components/use-opened-item';
import { useServerPage } from '../../../../components/use-server-page';
import { refusalText } from '../../../../lib/api-helpers';
import {
  EMPTY_FILTER,
  getEnquiry,
  listEnquiries,
  type StaffEnquiry,
} from '../../api/enquiries-api';
import { EnquiryActions } from './enquiry-actions';
import { EnquiryDetail, EnquiryTimeline } from './enquiry-detail';
import { InboxList } from './inbox-list';
import { ReplyForm } from './reply-form';
import { messages } from './texts';

/**
 * The Inbox tab (admin and sales): the enquiries sent from the contact page, and one enquiry
 * with its timeline and what staff do to it. The list keeps its filter and page while an
 * enquiry is open.
 */
export function InboxPanel() {
  const t = useTranslation(messages);
  const toast = useToast();
  const inbox = useServerPage({ fetchPage: listEnquiries, initialFilter: EMPTY_FILTER });
  const {
    open,
    setOpen,
    item: enquiry,
    setItem: setEnquiry,
    failure,
    heading,
    listHeading,
  } = useOpenedItem<{ id: string; name: string }, StaffEnquiry>(
    (opened) => getEnquiry(opened.id),
    (error) => refusalText(error, { 404: t('missing') }, t('detailFailed')),
  );

  function changed(next: StaffEnquiry, text: string) {
    setEnquiry(next);
    toast(text, { tone: 'success' });
    void inbox.reload();
  }

  if (!open) {
    return (
      <>
        <h2 ref={listHeading} tabIndex={-1}>
          {t('title')}
        </h2>
        <InboxList inbox={inbox} onOpen={(id, name) => setOpen({ id, name })} />
      </>
    );
  }

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(null)}>
        {t('back')}
      </Button>
      <h2 ref={heading} tabIndex={-1}>
        {t('enquiryTitle', { name: open.name })}
      </h2>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {!enquiry && !failure ? <p>{t('loading')}</p> : null}
      {enquiry ? (
        <>
          <EnquiryDetail enquiry={enquiry} />
          <h3>{t('timeline')}</h3>
          <EnquiryTimeline events={enquiry.events} />
          <EnquiryActions enquiry={enquiry} onDone={changed} />
          <ReplyForm key={enquiry.id} enquiry={enquiry} onDone={changed} />
        </>
      ) : null}
    </>
  );
}
