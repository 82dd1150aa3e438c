import { proxy } from 'valtio';

/** What the shell's polite live region says: the name of the view just opened. */
export const announcerStore = proxy<{ message: string }>({ message: '' });

/** Announces a message politely (WCAG 4.1.3). */
export function announce(message: string): void {
  announcerStore.message = message;
}
