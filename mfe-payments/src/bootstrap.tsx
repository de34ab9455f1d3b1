import { Route, Routes } from 'react-router-dom';
import { Heading, Lead, PageContainer, startApp } from 'shared';
import PayNowMenu from './exposed/pay-now-menu';
import PaymentRoutes from './exposed/routes';

// Standalone: the Pay Now menu as the shell's navigation renders it on the home address, and the
// checkout and order pages with the same providers, router and guards the shell gives them.
void startApp({
  render: () => (
    <Routes>
      <Route
        path="/"
        element={
          <PageContainer>
            <Heading>Payments remote</Heading>
            <Lead>The Pay Now menu, as the shell's navigation shows it.</Lead>
            <PayNowMenu />
          </PageContainer>
        }
      />
      <Route path="*" element={<PaymentRoutes />} />
    </Routes>
  ),
});
