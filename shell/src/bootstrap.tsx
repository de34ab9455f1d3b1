import { startApp } from 'shared';
import { App } from './app/app';
import { registerSiteRemotes } from './remotes/federation';

void startApp({
  beforeRender: (config) => registerSiteRemotes(config.remotes),
  render: () => <App />,
});
