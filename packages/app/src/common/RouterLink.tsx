import type { RenderLink } from '@transit/ui';
import { Link } from 'react-router';

/** The ui kit's links, rendered as react-router links so navigation stays in the app. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
