import { Heading, Lead, PageContainer, startApp } from 'shared';
import PayNowMenu from './exposed/pay-now-menu';

// Standalone demo page: the menu as the shell's navigation renders it.
void startApp({
  render: () => (
    <PageContainer>
      <Heading>Payments remote</Heading>
      <Lead>The Pay Now menu, as the shell's navigation shows it.</Lead>
      <PayNowMenu />
    </PageContainer>
  ),
});
