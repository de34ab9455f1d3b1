import { useEffect, useState, type FormEvent } from 'react';
import { ENQUIRY_STAFF_LIMITS, ENQUIRY_STATUSES, type EnquiryStatus } from 'contracts';
import { Button, Field, useToast, useTranslation } from 'shared';
import { describedBy, FieldError, Hint } from '../../../../components/form-field';
import { Buttons, Grid } from '../../../../components/form-layout';
import { refusalText } from '../../../../lib/api-helpers';
import { addEnquiryNote, assignEnquiry, setEnquiryStatus } from '../../api/enquiry-actions-api';
import { listStaff, type StaffEnquiry, type StaffMember } from '../../api/enquiries-api';
import { messages } from './texts';

type Done = (next: StaffEnquiry, text: string) => void;

/** Assign to a staff member (from the API's list of admin and sales accounts), set the status, add a note. */
export function EnquiryActions({ enquiry, onDone }: { enquiry: StaffEnquiry; onDone: Done }) {
  const t = useTranslation(messages);
  const toast = useToast();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [assignee, setAssignee] = useState(enquiry.assignedTo ?? '');
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listStaff().then(
      (list) => live && setStaff(list),
      () => live && toast(t('staffFailed'), { tone: 'error' }),
    );
    return () => {
      live = false;
    };
    // The list is read once per enquiry opened; a language change needs no new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setAssignee(enquiry.assignedTo ?? '');
    setStatus(enquiry.status);
  }, [enquiry.assignedTo, enquiry.status]);

  async function run(change: () => Promise<StaffEnquiry>, text: string) {
    setBusy(true);
    try {
      onDone(await change(), text);
      return true;
    } catch (failure) {
      toast(refusalText(failure, { 403: t('forbidden'), 404: t('missing') }, t('changeFailed')), {
        tone: 'error',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function assign(event: FormEvent) {
    event.preventDefault();
    void run(() => assignEnquiry(enquiry.id, assignee || null), t('assigned'));
  }

  function saveStatus(event: FormEvent) {
    event.preventDefault();
    void run(() => setEnquiryStatus(enquiry.id, status), t('statusSaved'));
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('noteRequired'));
      return;
    }
    setNoteError(undefined);
    if (await run(() => addEnquiryNote(enquiry.id, note.trim()), t('noteAdded'))) setNote('');
  }

  return (
    <section aria-labelledby="inbox-work">
      <h3 id="inbox-work">{t('work')}</h3>
      <Grid>
        <form onSubmit={assign}>
          <Field>
            <label htmlFor="inbox-assignee">{t('assignTo')}</label>
            <select
              id="inbox-assignee"
              value={assignee}
              disabled={!staff}
              onChange={(e) => setAssignee(e.target.value)}
            >
              <option value="">{t('nobody')}</option>
              {(staff ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </Field>
          <Buttons>
            <Button type="submit" disabled={busy || !staff}>
              {t('assign')}
            </Button>
          </Buttons>
        </form>
        <form onSubmit={saveStatus}>
          <Field>
            <label htmlFor="inbox-set-status">{t('status')}</label>
            <select
              id="inbox-set-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as EnquiryStatus)}
            >
              {ENQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(s)}
                </option>
              ))}
            </select>
          </Field>
          <Buttons>
            <Button type="submit" disabled={busy}>
              {t('setStatus')}
            </Button>
          </Buttons>
        </form>
      </Grid>
      <form onSubmit={(e) => void addNote(e)} noValidate>
        <Field>
          <label htmlFor="inbox-note">{t('note')}</label>
          <textarea
            id="inbox-note"
            rows={3}
            dir="auto"
            maxLength={ENQUIRY_STAFF_LIMITS.note}
            value={note}
            {...describedBy('inbox-note', noteError, t('noteHint'))}
            onChange={(e) => setNote(e.target.value)}
          />
          <Hint id="inbox-note-hint">{t('noteHint')}</Hint>
          <FieldError id="inbox-note-error" text={noteError} />
        </Field>
        <Buttons>
          <Button type="submit" $variant="secondary" disabled={busy}>
            {t('addNote')}
          </Button>
        </Buttons>
      </form>
    </section>
  );
}
