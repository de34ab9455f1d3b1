import { startApp } from 'shared';
import { App } from './app/app';
import { installChunkErrorRecovery } from './features/chrome/chunk-recovery';
import { scheduleWebVitals } from './features/chrome/web-vitals';
import { registerSiteRemotes } from './remotes/federation';

// Listens before anything else can fail to load.
installChunkErrorRecovery();

void startApp({
  beforeRender: (config) => {
    registerSiteRemotes(config.remotes);
    scheduleWebVitals(`${config.apiBaseUrl.replace(/\/$/, '')}/vitals`);
  },
  render: () => <App />,
});
