import { startApp } from 'shared';
import CertificateRoutes from './exposed/routes';

// Standalone: the same providers, router and guards the shell gives this remote.
void startApp({ render: () => <CertificateRoutes /> });
