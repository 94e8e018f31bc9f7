/**
 * The plan cards on the public site (the same catalogue and cards as /Upgrade): a visitor choosing a plan
 * goes to /Register, a signed-in user to /Upgrade.
 */
import { paths } from '../../config/paths';
import { PlanCards } from '../../features/plans/components/plan-cards';
import { useAuth } from '../../lib/auth/auth-context';
import { useSiteNavigate } from '../../lib/site-navigation';

export function PublicPlanCards() {
  const auth = useAuth();
  const navigateTo = useSiteNavigate();
  return (
    <PlanCards
      onChoose={() => {
        navigateTo(auth.status === 'authenticated' ? paths.upgrade : paths.register);
      }}
    />
  );
}
