import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { loginPathOf, type Area } from '../../../lib/auth-redirect';

/**
 * The way back to signing in after a reset or a confirmation: the area's sign-in page when it
 * is known, else the seller's and the dealer's (staff know their own page).
 */
export function SignInLinks({ area }: { area?: Area | undefined }) {
  if (area) {
    return (
      <Link to={loginPathOf(area)} className={buttonClasses({ className: 'self-start' })}>
        Sign in
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/seller/login" className={buttonClasses()}>
        Sign in as a seller
      </Link>
      <Link to="/dealer/login" className={buttonClasses({ variant: 'secondary' })}>
        Sign in as a dealer
      </Link>
    </div>
  );
}
