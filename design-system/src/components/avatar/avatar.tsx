import { cva, type VariantProps } from 'class-variance-authority';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { useState } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { graphemes } from '../../lib/graphemes';

/** Design axis of {@link Avatar}: `size`. */
const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent align-middle font-medium text-accent-foreground select-none',
  {
    variants: {
      size: {
        sm: 'size-6 text-[0.625rem]',
        md: 'size-8 text-xs',
        lg: 'size-10 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Where Radix's image loading is: `idle`, `loading`, `loaded` or `error`. */
type ImageLoadingStatus = Parameters<
  NonNullable<React.ComponentProps<typeof AvatarPrimitive.Image>['onLoadingStatusChange']>
>[0];

/** Props of {@link Avatar}: the Radix `Avatar.Root` span props (no children) plus these. */
interface AvatarProps
  extends Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'>, VariantProps<typeof avatarVariants> {
  /** The person's name: the image's `alt`, the fallback's accessible name, and the source of the initials. */
  name: string;
  /** Image URL. With none, or when it fails to load, the initials show. */
  src?: string | null;
  /**
   * Diameter: `sm` 24 px, `md` 32 px, `lg` 40 px.
   * @default 'md'
   */
  size?: VariantProps<typeof avatarVariants>['size'];
}

/**
 * The last two user-perceived characters of a name (docs/behaviour.md, "Layout": the avatar shows
 * the image, or the last two characters of the name): "王建国" → "建国", "Alice Chen" → "en".
 * Surrogate pairs and emoji count as one character; spaces are skipped ("A B" → "AB").
 */
function avatarInitials(name: string): string {
  return graphemes(name.replace(/\s+/gu, '')).slice(-2).join('');
}

/**
 * A person's picture, or their initials when there is no picture or it fails to load.
 * Primitive: Radix `Avatar` (image loading state with a fallback). Either way the accessible
 * name is the full `name` (role `img`). Next to visible text that already gives the name (a user
 * menu trigger), pass `aria-hidden="true"` so the name is not read twice.
 *
 * `data-status` on the root says where the picture is: `loading` while the initials stand in
 * for it, then `loaded` or `error`; `none` without `src`. A check that reads the page (an
 * accessibility audit, a screenshot) waits while it is `loading`, when the initials are about to
 * give way to the picture.
 */
function Avatar({ name, src, size, className, ref, ...props }: AvatarProps) {
  const [status, setStatus] = useState<ImageLoadingStatus>('loading');
  return (
    <AvatarPrimitive.Root
      ref={ref}
      data-slot="avatar"
      data-size={size ?? 'md'}
      data-status={src ? (status === 'idle' ? 'loading' : status) : 'none'}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={name}
          onLoadingStatusChange={setStatus}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role="img"
        aria-label={name}
        className="flex size-full items-center justify-center leading-none"
      >
        <span data-slot="avatar-initials" aria-hidden="true">
          {avatarInitials(name)}
        </span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, avatarInitials, avatarVariants, type AvatarProps };
