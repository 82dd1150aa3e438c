import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { ROUTER_BASE } from '../config/paths';
import '../index.css';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Router base={ROUTER_BASE}>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </Router>
  </StrictMode>,
);
