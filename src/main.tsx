import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createBridge } from './bridge';
import { initI18n } from './i18n';

initI18n();
const bridge = createBridge();
const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // The first screen is drawn before this script ends (with the status the page came with), not in
  // a later task: the page is usable as soon as it has loaded.
  flushSync(() =>
    app.render(
      <StrictMode>
        <App bridge={bridge} />
      </StrictMode>,
    ),
  );
}
