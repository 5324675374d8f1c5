import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/first-screen.ts';
import './i18n/myanmar-script.css';
import { App } from './app/app.tsx';
import { getDisplayLocale } from './i18n/display-locale.ts';
import { loadLanguage } from './i18n/i18n.ts';
import { preloadRoute } from './lib/route-preload.ts';
import { registerServiceWorker } from './lib/offline/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's code starts downloading now, beside the Burmese texts, instead of after the first
// render (ADR 023).
void preloadRoute(window.location.pathname);

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A desk that chose Burmese sees Burmese from the first paint (English is bundled); offline, the
// app still starts, in English.
void loadLanguage(getDisplayLocale().language).then(render, render);

// The app shell from the cache on the next visit and through an outage (ADR 047).
registerServiceWorker();
