/**
 * Settings > Analytics: whether the workspace's review pages record what clients watch (every plan: it is a
 * privacy choice). The review page reads the setting with the review itself, so a change holds at its next load.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES as M } from '../../../../../shared/messages/analytics-messages';
import { useToast } from '../../../components/toast/toast-context';
import { useAnalyticsSettings, useUpdateAnalyticsSettings } from '../api/analytics-settings';

/** Members whose role may not change settings get the server's refusal as a toast. */
export function AnalyticsSection() {
  const settings = useAnalyticsSettings();
  const update = useUpdateAnalyticsSettings();
  const toast = useToast();
  const on = settings.data?.collectViewing ?? true;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {M.settingsTitle}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={!settings.data || update.isPending}
              onChange={(_, checked) =>
                update.mutate(
                  { collectViewing: checked },
                  {
                    onSuccess: () => toast.success(M.collectSaved),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            />
          }
          label={M.collectLabel}
        />
        <Typography variant="body2" color="text.secondary">
          {M.collectHelp}
        </Typography>
      </CardContent>
    </Card>
  );
}
