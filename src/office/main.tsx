import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfficeApp } from './OfficeApp';
import { initOfficeI18n } from './i18n';
import './office.css';

const root = document.getElementById('root');
// The page draws once its language's words are there (German at once; another one chunk away).
void initOfficeI18n().then(() => {
  if (root)
    createRoot(root).render(
      <StrictMode>
        <OfficeApp />
      </StrictMode>,
    );
});
