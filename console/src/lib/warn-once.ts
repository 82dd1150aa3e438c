const warned = new Set<string>();

/**
 * Logs a warning the first time it is given, so a problem in data that is fetched again and again
 * (menus, routes) shows once per page load.
 */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
