import type { MouseEventHandler, ReactElement, ReactNode } from 'react';

/** What a component hands to the link renderer: spread them on the router's link (or an anchor). */
export interface LinkRenderProps {
  readonly href: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
  readonly 'aria-label'?: string | undefined;
  readonly 'aria-current'?: 'page' | undefined;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
}

/**
 * Renders a link. The kit knows no router: packages/app passes one that renders react-router's `<Link to={href}>`, so
 * navigation stays client-side; without one, a plain anchor.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
