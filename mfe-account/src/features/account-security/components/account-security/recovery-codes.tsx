import { useRef, useState } from 'react';
import { Alert, Button, selectUser, useAppSelector, useTranslation } from 'shared';
import { writeClipboard } from '../../../../lib/clipboard';
import { saveFile } from '../../../../lib/save-file';
import type { HeadingLevel } from './enrol-flow';
import { Buttons, Check, CodesList, Hint, Mono } from './styles';
import { messages } from './texts';
import { useFocusOnMount } from './use-focus-on-mount';

const FILE_NAME = 'recovery-codes.txt';

/**
 * The ten recovery codes, shown this once (the API keeps only their hashes): copy them, download
 * them as a text file, and say they are saved before moving on.
 */
export function RecoveryCodes({
  codes,
  level,
  onDone,
}: {
  codes: string[];
  level: HeadingLevel;
  onDone: () => void;
}) {
  const t = useTranslation(messages);
  const account = useAppSelector(selectUser);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const check = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const Title = level === 3 ? 'h3' : 'h4';

  async function copy() {
    setStatus((await writeClipboard(codes.join('\n'))) ? t('codesCopied') : t('copyFailed'));
  }

  function download() {
    const name = account?.email || account?.username || '';
    const text = [t('fileTitle', { account: name }), t('fileNote'), '', ...codes, ''].join('\n');
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), FILE_NAME);
    setStatus(t('downloaded', { file: FILE_NAME }));
  }

  function finish() {
    if (!saved) {
      setError(t('savedFirst'));
      check.current?.focus();
      return;
    }
    onDone();
  }

  return (
    <div>
      <Title id="recovery-codes-title" ref={heading} tabIndex={-1}>
        {t('codesTitle')}
      </Title>
      <Hint>{t('codesIntro')}</Hint>
      <CodesList aria-label={t('codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <Mono>{code}</Mono>
          </li>
        ))}
      </CodesList>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button type="button" $variant="secondary" onClick={download}>
          {t('download')}
        </Button>
      </Buttons>
      <p role="status">{status}</p>
      <Check>
        <input
          ref={check}
          type="checkbox"
          checked={saved}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'recovery-codes-error' : undefined}
          onChange={(e) => {
            setSaved(e.target.checked);
            if (e.target.checked) setError(null);
          }}
        />
        {t('saved')}
      </Check>
      {error ? (
        <Alert $tone="error" role="alert" id="recovery-codes-error">
          {error}
        </Alert>
      ) : null}
      <Buttons>
        <Button type="button" onClick={finish}>
          {t('done')}
        </Button>
      </Buttons>
    </div>
  );
}
