import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfficeApp } from './OfficeApp';
import { initOfficeI18n } from './i18n';
import './office.css';

initOfficeI18n();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <OfficeApp />
    </StrictMode>,
  );
