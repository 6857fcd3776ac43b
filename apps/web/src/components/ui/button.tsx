import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50';

/**
 * Colours only through the role tokens of app/styles.css, which carry both themes: no `dark:`
 * here, so styles.test.ts can check every pair a variant draws.
 */
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover',
  destructive: 'bg-destructive text-on-destructive shadow-sm hover:bg-destructive-hover',
  secondary:
    'border border-secondary-border bg-secondary text-on-secondary shadow-xs hover:bg-secondary-hover',
  ghost: 'text-on-ghost hover:bg-ghost-hover hover:text-on-ghost-hover',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
  icon: 'size-9',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The button look, for links that should look like buttons. */
export const buttonClasses = ({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) =>
  cn(base, variants[variant], sizes[size], className);

export type ButtonProps = ComponentProps<'button'> & ButtonStyle;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
