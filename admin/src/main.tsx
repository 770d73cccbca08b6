import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { startEarly } from './start-early';

startEarly(window.location);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has a #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
