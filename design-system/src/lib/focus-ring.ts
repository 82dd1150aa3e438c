/**
 * The one focus indicator of the library: a 2 px `--ring` outline offset by 2 px, shown only for
 * keyboard focus (`:focus-visible`, or RAC's `data-focus-visible`). `--ring` is clamped to 3:1
 * against the page and surface (WCAG 2.4.7, 1.4.11); under forced colours it uses the system
 * `Highlight` colour. No outline otherwise: `outline-none`, not Tailwind's `outline-hidden`, which
 * under forced colours draws a system-colour outline around every element that carries it.
 *
 * Add it to any focusable element's classes; for a text input inside a bordered group, put
 * {@link inputFocusRing} on the group.
 */
const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-ring forced-colors:focus-visible:outline-[Highlight]';

/**
 * The same indicator drawn on a container while the text input inside it has focus (e.g. the
 * password field's group of input and reveal button); buttons in the group keep their own ring.
 */
const inputFocusRing =
  'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-solid has-[input:focus-visible]:outline-ring forced-colors:has-[input:focus-visible]:outline-[Highlight]';

export { focusRing, inputFocusRing };
