import { useId, useState } from 'react';
import styled from 'styled-components';
import { Heading, Lead, PageContainer, usePageMeta } from 'shared';
import { useTexts } from 'shared/structured-texts';
import { faqTexts, type FaqEntry } from './faq-data';

const List = styled.div`
  max-width: 75ch;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  width: 100%;
  min-height: 44px;
  padding: 1rem 0.25rem;
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: start;
  color: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(45deg);
  }
  span[aria-hidden] {
    font-size: 1.4rem;
    transition: transform 0.2s ease;
  }
`;

const Answer = styled.div`
  padding: 0.75rem 0.25rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

function FaqItem({ entry, index }: { entry: FaqEntry; index: number }) {
  const [open, setOpen] = useState(false);
  const base = useId();
  const buttonId = `${base}-q${index}`;
  const panelId = `${base}-a${index}`;
  return (
    <>
      <h2>
        <Toggle
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {entry.question}
          <span aria-hidden="true">+</span>
        </Toggle>
      </h2>
      <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{entry.answer}</p>
      </Answer>
    </>
  );
}

/** /frequently-asked-questions: an accordion of buttons that show and hide their answers. */
export function FaqPage() {
  const texts = useTexts(faqTexts);
  usePageMeta(texts.title, texts.description);
  return (
    <PageContainer id="main">
      <Heading>{texts.title}</Heading>
      <Lead>{texts.lead}</Lead>
      <List>
        {texts.entries.map((entry, i) => (
          <FaqItem key={i} entry={entry} index={i} />
        ))}
      </List>
    </PageContainer>
  );
}
