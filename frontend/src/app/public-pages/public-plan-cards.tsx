/**
 * The plan cards on the public site (the same catalogue and cards as /Upgrade): a visitor choosing a plan
 * goes to /Register, a signed-in user to /Upgrade.
 */
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PlanCards } from '../../features/plans/components/plan-cards';
import { useAuth } from '../../lib/auth/auth-context';

export function PublicPlanCards() {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <PlanCards
      onChoose={() => {
        void navigate(auth.status === 'authenticated' ? paths.upgrade : paths.register);
      }}
    />
  );
}
