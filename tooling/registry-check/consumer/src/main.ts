import '@souscrire/ui/styles.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemedPage } from './themed-page.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(createElement(ThemedPage));
