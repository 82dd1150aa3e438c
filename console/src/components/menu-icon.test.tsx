import { MENU_ICONS } from '@workbench/contracts';
import { render } from '@testing-library/react';
import { MenuIcon } from './menu-icon';

/** The lucide class of the drawn icon (`lucide-building-2`), besides `lucide` itself. */
function drawn(name: string | null): string[] {
  const { container } = render(<MenuIcon name={name} />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  return [...(svg?.classList ?? [])].filter((token) => token.startsWith('lucide-'));
}

describe('MenuIcon', () => {
  it.each(MENU_ICONS)('draws the lucide icon %s, never the fallback dot', (name) => {
    expect(drawn(name)).toContain(`lucide-${name}`);
    expect(drawn(name)).not.toContain('lucide-circle');
  });

  it('draws a plain dot for no icon, an unknown name and an inherited property name', () => {
    for (const name of [null, '', 'rocket', 'constructor', '__proto__']) expect(drawn(name)).toContain('lucide-circle');
  });
});
