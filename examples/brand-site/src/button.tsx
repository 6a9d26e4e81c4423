// One component alone: what a site that only needs a Button pays for (the CI check measures it).
import '@nyansa/ui/styles.css';
import './lumen.css';
import { Button } from '@nyansa/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <main className="p-6">
      <Button onClick={() => document.body.setAttribute('data-clicked', 'true')}>Book a consultation</Button>
    </main>
  </StrictMode>,
);
