import { Heading, Lead, PageContainer, usePageMeta } from 'shared';

/** Screens that the account issue builds in full; each route is already owned and guarded. */
export function AccountPlaceholder({ title, text }: { title: string; text: string }) {
  usePageMeta(title);
  return (
    <PageContainer>
      <Heading>{title}</Heading>
      <Lead>{text}</Lead>
    </PageContainer>
  );
}
