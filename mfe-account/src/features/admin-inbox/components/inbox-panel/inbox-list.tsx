import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ENQUIRY_STATUSES } from 'contracts';
import { Alert, Button, Field, useToast, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import type { useServerPage } from '../../../../components/use-server-page';
import { describedBy, Hint } from '../../../../components/form-field';
import { Buttons } from '../../../../components/form-layout';
import { errorText } from '../../../../lib/api-helpers';
import { saveFile } from '../../../../lib/save-file';
import { useFormats } from '../../../../lib/use-formats';
import {
  exportEnquiries,
  type EnquiryStatus,
  type InboxFilter,
  type StaffEnquiryRow,
} from '../../api/enquiries-api';
import { messages } from './texts';

/** The list as the panel holds it: the filter applied, the page shown and the cursors seen. */
export type InboxListState = ReturnType<typeof useServerPage<StaffEnquiryRow, InboxFilter>>;

const Filters = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`;

const FILE_NAME = 'enquiries.csv';

/** The filters and search applied together, a page of enquiries, its pages, export. */
export function InboxList({
  inbox,
  onOpen,
}: {
  inbox: InboxListState;
  onOpen: (id: string, name: string) => void;
}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const formats = useFormats();
  const [filter, setFilter] = useState<InboxFilter>(inbox.filter);
  const [exporting, setExporting] = useState(false);
  const { list: page, error } = inbox;
  const set = (key: keyof InboxFilter) => (value: string) =>
    setFilter((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    inbox.search(filter);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      // What the list shows: the filter last applied, not the one being typed.
      saveFile(await exportEnquiries(inbox.filter), FILE_NAME);
      toast(t('exported', { file: FILE_NAME }), { tone: 'success' });
    } catch (failure) {
      toast(errorText(failure, t('exportFailed')), { tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Filters role="search" onSubmit={submit} aria-label={t('filters')}>
        <Field>
          <label htmlFor="inbox-status">{t('status')}</label>
          <select
            id="inbox-status"
            value={filter.status}
            onChange={(e) => set('status')(e.target.value as EnquiryStatus | '')}
          >
            <option value="">{t('anyStatus')}</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(s)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="inbox-course">{t('course')}</label>
          <input
            id="inbox-course"
            autoComplete="off"
            value={filter.course}
            {...describedBy('inbox-course', undefined, t('courseHint'))}
            onChange={(e) => set('course')(e.target.value)}
          />
          <Hint id="inbox-course-hint">{t('courseHint')}</Hint>
        </Field>
        <Field>
          <label htmlFor="inbox-from">{t('from')}</label>
          <input
            id="inbox-from"
            type="date"
            value={filter.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="inbox-to">{t('to')}</label>
          <input
            id="inbox-to"
            type="date"
            value={filter.to}
            onChange={(e) => set('to')(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="inbox-q">{t('search')}</label>
          <input
            id="inbox-q"
            type="search"
            autoComplete="off"
            value={filter.q}
            {...describedBy('inbox-q', undefined, t('searchHint'))}
            onChange={(e) => set('q')(e.target.value)}
          />
          <Hint id="inbox-q-hint">{t('searchHint')}</Hint>
        </Field>
        <Field>
          <Button type="submit">{t('find')}</Button>
        </Field>
      </Filters>
      <Buttons>
        <Button
          type="button"
          $variant="secondary"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? t('exporting') : t('exportCsv')}
        </Button>
      </Buttons>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
        </Alert>
      ) : null}
      {!page && !error ? <p>{t('loading')}</p> : null}
      {page && page.rows.length === 0 ? <p>{t('none')}</p> : null}
      {page && page.rows.length > 0 ? (
        <DataTable
          caption={t('title')}
          rows={page.rows}
          rowKey={(r) => r.id}
          serverPage={inbox.serverPage}
          columns={[
            {
              key: 'received',
              label: t('received'),
              render: (r) => formats.dateTime(r.createdAt),
              sortValue: (r) => r.createdAt,
            },
            { key: 'status', label: t('status'), render: (r) => t(r.status) },
            {
              key: 'sender',
              label: t('sender'),
              render: (r) => (
                <>
                  <bdi dir="auto">{r.name}</bdi>
                  <br />
                  <bdi dir="ltr">{r.email}</bdi>
                </>
              ),
            },
            {
              key: 'subject',
              label: t('subject'),
              render: (r) => (
                <>
                  <bdi dir="auto">{r.subject}</bdi>
                  {r.course ? (
                    <>
                      <br />
                      <small>
                        <bdi dir="auto">{r.course}</bdi>
                      </small>
                    </>
                  ) : null}
                </>
              ),
            },
            {
              key: 'assignee',
              label: t('assignee'),
              render: (r) =>
                r.assigneeEmail ? <bdi dir="ltr">{r.assigneeEmail}</bdi> : t('nobody'),
            },
            {
              key: 'open',
              label: t('open'),
              render: (r) => (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('openEnquiry', { name: r.name })}
                  onClick={() => onOpen(r.id, r.name)}
                >
                  {t('open')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
