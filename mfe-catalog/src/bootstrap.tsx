import { startApp } from 'shared';
import CatalogRoutes from './exposed/routes';

// Standalone: the same providers, router and guards the shell gives the catalog.
void startApp({ render: () => <CatalogRoutes /> });
