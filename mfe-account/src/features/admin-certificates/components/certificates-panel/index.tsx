import { useState } from 'react';
import { ImportSection } from './import-section';
import { IssueSection } from './issue-section';
import { ListSection } from './list-section';

/** The certificates tab: issue one, import many from CSV, and the list below. */
export function CertificatesPanel() {
  // Bumped after an issue or an import, so the list below loads again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  return (
    <>
      <IssueSection onIssued={changed} />
      <ImportSection onImported={changed} />
      <ListSection version={version} />
    </>
  );
}
