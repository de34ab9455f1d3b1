import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, useToast, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { listManagedAssessments, type AssessmentAdminView } from '../../api/assessments-api';
import { AssessmentEditor, type EditorMode } from '../assessment-editor';
import { AssessmentsTable } from './assessments-table';
import { ResultsSection } from './results-section';
import { messages } from './texts';

/** The assessments tab: the list with its editor, then one assessment's results. */
export function AssessmentsPanel() {
  const t = useTranslation(messages);
  const toast = useToast();
  const [assessments, setAssessments] = useState<AssessmentAdminView[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [slug, setSlug] = useState('');
  const [editor, setEditor] = useState<EditorMode | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  // The button that opened the editor (or an attempt's answers) gets the focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState(0);

  const load = useCallback(
    () =>
      listManagedAssessments().then(
        (list) => {
          setAssessments(list);
          setSlug((current) =>
            list.some((a) => a.slug === current) ? current : (list[0]?.slug ?? ''),
          );
        },
        (e: unknown) => setListError(errorText(e, t('listFailed'))),
      ),
    [t],
  );
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!refocus) return;
    const target = returnTo.current?.isConnected ? returnTo.current : newButton.current;
    target?.focus();
  }, [refocus]);

  const returnFocus = useCallback((button: HTMLElement | null) => {
    returnTo.current = button;
    setRefocus((n) => n + 1);
  }, []);

  function open(mode: EditorMode, button: HTMLElement) {
    opener.current = button;
    setEditor(mode);
  }

  function close() {
    setEditor(null);
    returnFocus(opener.current);
  }

  function saved(assessment: AssessmentAdminView, created: boolean) {
    // A short confirmation: the list below shows the change.
    toast(t(created ? 'created' : 'saved', { name: assessment.name }), { tone: 'success' });
    close();
    void load();
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <p>
        <Button
          ref={newButton}
          type="button"
          disabled={editor !== null}
          onClick={(e) => open({ kind: 'create' }, e.currentTarget)}
        >
          {t('newAssessment')}
        </Button>
      </p>
      {editor ? (
        <AssessmentEditor
          key={editor.kind === 'edit' ? editor.assessment.slug : 'new'}
          mode={editor}
          onSaved={saved}
          onCancel={close}
        />
      ) : null}
      {assessments && assessments.length > 0 ? (
        <AssessmentsTable
          assessments={assessments}
          editing={editor !== null}
          onEdit={(assessment, button) => open({ kind: 'edit', assessment }, button)}
        />
      ) : null}
      <ResultsSection
        assessments={assessments}
        listError={listError}
        slug={slug}
        onSlug={setSlug}
        returnFocus={returnFocus}
      />
    </>
  );
}
