import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { sessionBeforeFirstRender, startEarly } from './start-early';

const session = startEarly(window.location);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has a #root element');
void sessionBeforeFirstRender(session).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
