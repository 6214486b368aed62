import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StateMessage } from '../../components/state-message';

/** Shown when a screen's code fails to load or throws. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Please reload the page.';
  return (
    <StateMessage kind="error" title="Something broke on our side." className="mt-16">
      <p>{detail}</p>
      <Link to="/" className="font-bold text-zap underline" reloadDocument>
        Back to the home page
      </Link>
    </StateMessage>
  );
}
