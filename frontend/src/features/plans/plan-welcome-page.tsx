/**
 * /SuccessFree, /SuccessBasic, /SuccessPro: welcome pages with the plan's texts and buttons. They set no
 * plan (the design's departure: only the verified billing webhook does).
 */
import CelebrationIcon from '@mui/icons-material/Celebration';
import Typography from '@mui/material/Typography';
import { PLAN_CATALOGUE } from '../../../../shared/domain/plans';
import { BILLING_MESSAGES } from '../../../../shared/messages/billing-messages';
import { paths } from '../../config/paths';
import { ResultCard, type ResultAction } from './components/result-card';

function Welcome({ title, text, actions }: { title: string; text: string; actions: ResultAction[] }) {
  return (
    <ResultCard
      icon={<CelebrationIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />}
      title={title}
      actions={actions}
    >
      <Typography>{text}</Typography>
    </ResultCard>
  );
}

export function SuccessFreePage() {
  return (
    <Welcome
      title={BILLING_MESSAGES.welcomeFreeTitle}
      text={`You can have up to ${PLAN_CATALOGUE.free.activeProjectLimit} active projects.`}
      actions={[
        { label: BILLING_MESSAGES.goToDashboard, to: paths.dashboard, primary: true },
        { label: BILLING_MESSAGES.createFirstProject, to: paths.import },
      ]}
    />
  );
}

export function SuccessBasicPage() {
  return (
    <Welcome
      title={BILLING_MESSAGES.welcomeBasicTitle}
      text={`You now have ${PLAN_CATALOGUE.basic.activeProjectLimit} active projects and priority support.`}
      actions={[
        { label: BILLING_MESSAGES.goToDashboard, to: paths.dashboard, primary: true },
        { label: BILLING_MESSAGES.viewBilling, to: paths.settings('billing') },
      ]}
    />
  );
}

export function SuccessProPage() {
  return (
    <Welcome
      title={BILLING_MESSAGES.welcomeProTitle}
      text="You now have unlimited projects and all premium features."
      actions={[
        { label: BILLING_MESSAGES.goToDashboard, to: paths.dashboard, primary: true },
        { label: BILLING_MESSAGES.billingSection, to: paths.settings('billing') },
      ]}
    />
  );
}
