/**
 * /Contact: name, e-mail, reason (seven), message; all required ('Please fill in all required fields').
 * Sending: the button is busy; success clears the form and says so; failure keeps every field as typed
 * and offers the support address. A hidden honeypot field catches bots. The submission id stays the same
 * until a message goes through, so a retry after a failure is stored once.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type RefObject } from 'react';
import { Controller, useForm, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { SUPPORT_EMAIL } from '../../../../shared/config/product';
import type { ContactForm } from '../../../../shared/forms/contact-form';
import { CONTACT_REASON_LABELS, CONTACT_REASONS } from '../../../../shared/forms/contact-reasons';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { CONTACT_MESSAGES } from '../../../../shared/messages/contact-messages';
import { isRateLimited } from '../../lib/api-error';
import { useIsPrerendering } from '../../lib/prerender-context';
import { CONTACT_PAGE } from './content/site-copy';

type ContactFormValues = Omit<ContactForm, 'reason'> & { reason: ContactForm['reason'] | '' };

const EMPTY: ContactFormValues = { name: '', email: '', reason: '', message: '' };
const FIELD_ORDER = ['name', 'email', 'reason', 'message'] as const;

function newSubmissionId(): string {
  return crypto.randomUUID();
}

/** The first message of the form's errors, in field order. */
function firstError(errors: FieldErrors<ContactFormValues>): string | null {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return null;
}

/** zod and the API client: loaded on the first submission (see api/send-contact-message.ts). */
const loadSender = () => import('./api/send-contact-message');

/** Validates with the shared schema, loaded on first use (a submission; later, changes after one). */
const lazyContactResolver: Resolver<ContactFormValues, unknown, ContactForm> = async (
  values,
  context,
  options,
) => {
  const { contactResolver } = await loadSender();
  // The schema's input has the seven reasons; the empty choice of the select is refused by it.
  const resolve = contactResolver as unknown as Resolver<ContactFormValues, unknown, ContactForm>;
  return resolve(values, context, options);
};

type Outcome = 'sent' | 'failed' | 'rate-limited';

/** What the last try said: the first invalid field, sent, or failed with the address to write to instead. */
function ContactOutcome({
  validationMessage,
  outcome,
}: {
  validationMessage: string | null;
  outcome: Outcome | null;
}) {
  return (
    <Box aria-live="polite">
      {validationMessage ? (
        <Alert severity="error" role="alert">
          {validationMessage}
        </Alert>
      ) : null}
      {outcome === 'sent' ? (
        <Alert severity="success" role="status">
          {CONTACT_MESSAGES.sent}
        </Alert>
      ) : null}
      {outcome === 'failed' || outcome === 'rate-limited' ? (
        <Alert severity="error" role="alert">
          {outcome === 'rate-limited' ? COMMON_MESSAGES.tooManyRequests : CONTACT_MESSAGES.sendFailed}{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit">
            {SUPPORT_EMAIL}
          </Link>
        </Alert>
      ) : null}
    </Box>
  );
}

/** Why they write: one of the contact reasons, the field the form's resolver checks. */
function ReasonField({
  control,
  error,
}: {
  control: Control<ContactFormValues, unknown, ContactForm>;
  error: boolean;
}) {
  return (
    <Controller
      control={control}
      name="reason"
      render={({ field }) => (
        <TextField
          select
          label={CONTACT_MESSAGES.reasonLabel}
          required
          error={error}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
        >
          {CONTACT_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {CONTACT_REASON_LABELS[reason]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A honeypot: off-screen and out of the tab order; people never fill it in, bots do. */
function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor="contact-homepage">{CONTACT_MESSAGES.honeypotLabel}</label>
      <input
        id="contact-homepage"
        name="homepage"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        ref={inputRef}
        defaultValue=""
      />
    </Box>
  );
}

export function ContactPage() {
  const form = useForm<ContactFormValues, unknown, ContactForm>({
    resolver: lazyContactResolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [sending, setSending] = useState(false);
  const submissionId = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { errors } = form.formState;
  const validationMessage = firstError(errors);

  const submit = async (values: ContactForm) => {
    setOutcome(null);
    submissionId.current ??= newSubmissionId();
    setSending(true);
    try {
      const { postContactMessage } = await loadSender();
      await postContactMessage({
        ...values,
        submissionId: submissionId.current,
        homepage: honeypot.current?.value ?? '',
      });
      submissionId.current = null;
      form.reset(EMPTY);
      setOutcome('sent');
    } catch (error) {
      setOutcome(isRateLimited(error) ? 'rate-limited' : 'failed');
    } finally {
      setSending(false);
    }
  };

  // In the prerendered HTML the form cannot send yet: the app enables it when it takes over.
  const prerendering = useIsPrerendering();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1.5 }}>
        {CONTACT_PAGE.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.1rem', mb: 4 }}>
        {CONTACT_PAGE.intro}
      </Typography>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void form.handleSubmit(submit)(event)}
            aria-label="Contact form"
          >
            <Stack spacing={2.5}>
              <ContactOutcome validationMessage={validationMessage} outcome={outcome} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
                <TextField
                  label={CONTACT_MESSAGES.nameLabel}
                  autoComplete="name"
                  required
                  error={Boolean(errors.name)}
                  {...form.register('name')}
                />
                <TextField
                  label={CONTACT_MESSAGES.emailLabel}
                  type="email"
                  autoComplete="email"
                  required
                  error={Boolean(errors.email)}
                  helperText={
                    errors.email?.message && errors.email.message !== CONTACT_MESSAGES.requiredFields
                      ? errors.email.message
                      : undefined
                  }
                  {...form.register('email')}
                />
              </Stack>

              <ReasonField control={form.control} error={Boolean(errors.reason)} />
              <TextField
                label={CONTACT_MESSAGES.messageLabel}
                required
                multiline
                minRows={5}
                error={Boolean(errors.message)}
                {...form.register('message')}
              />
              <Honeypot inputRef={honeypot} />
              <Box>
                <Button type="submit" variant="contained" size="large" disabled={sending || prerendering}>
                  {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.send}
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {CONTACT_PAGE.emailUs}{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`} color="#c4b5fd">
          {SUPPORT_EMAIL}
        </Link>
        .
      </Typography>
    </Container>
  );
}
