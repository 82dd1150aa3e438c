import type { GlobalProvider } from '@ladle/react';
import { useLayoutEffect } from 'react';
import './ladle.css';

/**
 * Ladle's global provider: loads the design system's styles and sets the document language (the
 * CJK font stack and line breaking follow `lang`). Ladle itself puts its light/dark switch on
 * `<html data-theme>`, which the tokens read.
 */
export const Provider: GlobalProvider = ({ children }) => {
  useLayoutEffect(() => {
    if (!document.documentElement.getAttribute('lang')) document.documentElement.setAttribute('lang', 'zh-CN');
  }, []);
  return <>{children}</>;
};
