import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, Lead, PageContainer, usePageMeta } from 'shared';

/** A block of a text page: a heading with paragraphs and/or a bullet list. */
export interface ArticleSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface ArticleContent {
  title: string;
  /** The meta description and the lead paragraph under the title. */
  description: string;
  sections: readonly ArticleSection[];
  /** A closing call to action, e.g. to the contact form. */
  cta?: { label: string; to: string };
}

const Body = styled.div`
  max-width: 75ch;
  h2 {
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 2rem 0 0.5rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
`;

const CtaLink = styled(Link)`
  display: inline-block;
  margin-top: 2rem;
  padding: 0.7rem 1.3rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

export function ArticleSections({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

/** A text page built from typed content (terms, policies, careers, services and the like). */
export function ArticlePage({
  content,
  children,
}: {
  content: ArticleContent;
  children?: ReactNode;
}) {
  usePageMeta(content.title, content.description);
  return (
    <PageContainer id="main">
      <Heading>{content.title}</Heading>
      <Lead>{content.description}</Lead>
      <Body>
        <ArticleSections sections={content.sections} />
        {children}
        {content.cta && <CtaLink to={content.cta.to}>{content.cta.label}</CtaLink>}
      </Body>
    </PageContainer>
  );
}
