import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

function classes(variant: ButtonVariant, extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={classes(variant, className)} {...rest} />;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={classes(variant, className)} {...rest} />;
}
