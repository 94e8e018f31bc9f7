/**
 * Settings › Notifications: for each kind of e-mail (client activity, reminders, review link expiring),
 * e-mail me or off. In-app notifications are always kept. Save is disabled while nothing changed.
 */
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { updateMailPreferences } from '../../../../../shared/api/endpoints/profile';
import type { Profile } from '../../../../../shared/domain/entities';
import {
  effectiveMailPreferences,
  MAIL_CATEGORIES,
  MAIL_DELIVERIES_OFFERED,
  type MailCategory,
  type MailDelivery,
} from '../../../../../shared/domain/mail-preferences';
import { MAIL_MESSAGES } from '../../../../../shared/messages/mail-messages';
import { useToast } from '../../../components/toast/toast-context';
import { apiCall } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/api/get-profile';
import { invalidateAfter } from '../../../lib/query-invalidation';
import { SettingsSection } from './settings-section';

type Choices = { [C in MailCategory]: (typeof MAIL_DELIVERIES_OFFERED)[C][number] };

/** A value the page offers for this kind (anything else, e.g. a choice no longer offered, is 'instant'). */
function offeredFor<C extends MailCategory>(category: C, value: string): Choices[C] {
  const offered: readonly string[] = MAIL_DELIVERIES_OFFERED[category];
  return (offered.includes(value) ? value : 'instant') as Choices[C];
}

/** The stored choices as the page offers them (a kind never chosen is 'instant'). */
function choicesOf(profile: Profile): Choices {
  const all = effectiveMailPreferences(profile.mailPreferences);
  return {
    clientActivity: offeredFor('clientActivity', all.clientActivity),
    reminders: offeredFor('reminders', all.reminders),
    linkExpiry: offeredFor('linkExpiry', all.linkExpiry),
  };
}

export const NotificationsSection = forwardRef<HTMLDivElement, { profile: Profile }>(
  function NotificationsSection({ profile }, ref) {
    const t = MAIL_MESSAGES.settings;
    const toast = useToast();
    const queryClient = useQueryClient();
    const saved = choicesOf(profile);
    const [choices, setChoices] = useState<Choices>(saved);
    const changed = MAIL_CATEGORIES.some((c) => choices[c] !== saved[c]);
    const save = useMutation({
      mutationFn: (body: Choices) => apiCall(updateMailPreferences, { body }),
      onSuccess: async (updated) => {
        queryClient.setQueryData(profileQueryOptions().queryKey, updated);
        await invalidateAfter(queryClient, updateMailPreferences);
        toast.success(t.saved);
      },
      onError: () => toast.error(t.saveFailed),
    });

    return (
      <SettingsSection id="notifications" title={t.title} ref={ref}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        <Stack spacing={2}>
          {MAIL_CATEGORIES.map((category) => {
            const labels = t.categories[category];
            const id = `mail-${category}`;
            return (
              <FormControl key={category} component="fieldset">
                <FormLabel component="legend" id={`${id}-label`}>
                  {labels.label}
                </FormLabel>
                <Typography variant="body2" color="text.secondary">
                  {labels.help}
                </Typography>
                <RadioGroup
                  row
                  aria-labelledby={`${id}-label`}
                  name={id}
                  value={choices[category]}
                  onChange={(_e, value) =>
                    setChoices((c) => ({ ...c, [category]: offeredFor(category, value) }))
                  }
                >
                  {MAIL_DELIVERIES_OFFERED[category].map((delivery: MailDelivery) => (
                    <FormControlLabel
                      key={delivery}
                      value={delivery}
                      control={<Radio />}
                      label={t.deliveries[delivery]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            );
          })}
        </Stack>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!changed || save.isPending}
          onClick={() => save.mutate(choices)}
        >
          {t.save}
        </Button>
      </SettingsSection>
    );
  },
);
