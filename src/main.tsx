import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createBridge } from './bridge';
import { CustomerDisplay } from './customer/CustomerDisplay';
import { initI18n } from './i18n';

/** The customer display: `/customer` in the browser mode, `?display=customer` for a second window. */
const isCustomerDisplay = location.pathname === '/customer' || new URLSearchParams(location.search).get('display') === 'customer';

initI18n();
const bridge = createBridge();
const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // The first screen is drawn before this script ends (with the status the page came with), not in
  // a later task: the page is usable as soon as it has loaded.
  flushSync(() => app.render(<StrictMode>{isCustomerDisplay ? <CustomerDisplay bridge={bridge} /> : <App bridge={bridge} />}</StrictMode>));
}
