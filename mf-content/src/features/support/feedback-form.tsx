// The feedback form (support.sendFeedback): name, e-mail (the signed-in player's login
// when it is one) and message, checked with the contract's rules before sending. A refusal
// puts the platform's field errors on their fields; anything else is said above the button
// (the contract's form.fail).
// What was typed stays on every error; after sending, "send another" starts a new message.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Notice, TextArea, TextField } from '@omad/ui';
import { ErrorType, FEEDBACK_LIMITS, isPlatformError } from '@omad/contract/api';
import { useForm, useRemoteProps, useSession, type FieldBinding } from '@omad/contract/remote';
import { isEmail } from '@omad/contract/validation';
import { feedbackErrorTexts, feedbackSchema } from './feedback-schema';
import { useValidationMessages } from './use-validation-messages';

type Sender = Readonly<{ name: string; email: string }>;

const textOf = (binding: FieldBinding): string =>
  typeof binding.value === 'string' ? binding.value : '';

const FeedbackSent = ({ email, onAgain }: Readonly<{ email: string; onAgain: () => void }>) => {
  const { t } = useTranslation('content');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; the heading takes it so the result is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="omad-feedback__sent" data-testid="feedback-sent" role="status">
      <span className="omad-feedback__sent-icon" aria-hidden="true">
        <Icon name="check" size={28} />
      </span>
      <h3 ref={heading} tabIndex={-1} className="omad-support__heading">
        {t('services.support.feedback.sentTitle')}
      </h3>
      <p className="omad-support__muted">{t('services.support.feedback.sent', { email })}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t('services.support.feedback.again')}
      </Button>
    </div>
  );
};

const FeedbackFields = ({
  initial,
  onSent,
}: Readonly<{ initial: Sender; onSent: (sender: Sender) => void }>) => {
  const { t } = useTranslation('content');
  const { api } = useRemoteProps();
  const messages = useValidationMessages();
  const schema = useMemo(() => feedbackSchema(messages), [messages]);
  const form = useForm({ schema, initial: { ...initial, message: '' } });
  const playerLogin = useSession((state) =>
    state.authenticated ? (state.account?.login ?? '') : '',
  );
  const { setValue } = form;
  const emailTyped = textOf(form.field('email')) !== '';

  // The session may arrive after the form: a player's e-mail login fills an empty field.
  useEffect(() => {
    if (!emailTyped && isEmail(playerLogin)) setValue('email', playerLogin);
    // Only when the session changes; an e-mail the player cleared stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playerLogin, setValue]);

  const submit = () =>
    form.submit(async (values) => {
      const feedback = {
        name: String(values.name ?? '').trim(),
        email: String(values.email ?? '').trim(),
        message: String(values.message ?? '').trim(),
      };
      try {
        await api.support.sendFeedback(feedback);
        onSent({ name: feedback.name, email: feedback.email });
      } catch (error) {
        if (isPlatformError(error) && error.type === ErrorType.UserBanned) return;
        form.fail(
          error,
          feedbackErrorTexts(messages, {
            network: t('services.support.feedback.errors.network'),
            tooManyRequests: t('services.support.feedback.errors.tooManyRequests'),
            unknown: t('services.support.feedback.errors.unknown'),
          }),
        );
      }
    });

  const name = form.field('name');
  const email = form.field('email');
  const message = form.field('message');
  return (
    <form
      className="omad-feedback__form"
      data-testid="feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // After a refusal useForm moves focus to the first field with a message.
        void submit();
      }}
    >
      <TextField
        name="name"
        label={t('services.support.feedback.name')}
        value={textOf(name)}
        error={name.error}
        onChange={name.onChange}
        onBlur={name.onBlur}
        ref={name.ref}
        autoComplete="name"
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('services.support.feedback.email')}
        value={textOf(email)}
        error={email.error}
        onChange={email.onChange}
        onBlur={email.onBlur}
        ref={email.ref}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextArea
        name="message"
        label={t('services.support.feedback.message')}
        hint={t('services.support.feedback.messageHint', {
          min: FEEDBACK_LIMITS.messageMin,
          max: FEEDBACK_LIMITS.messageMax,
        })}
        value={textOf(message)}
        error={message.error}
        onChange={(event) => form.setValue('message', event.target.value)}
        onBlur={message.onBlur}
        ref={message.ref}
        required
      />
      {form.formError ? (
        <Notice tone="danger" role="alert" data-testid="feedback-error">
          {form.formError}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" loading={form.submitting} className="omad-feedback__submit">
        {t('services.support.feedback.submit')}
      </Button>
    </form>
  );
};

export const FeedbackForm = () => {
  // Who wrote last: a new message after "send another" starts with their name and e-mail.
  const [sender, setSender] = useState<Sender>({ name: '', email: '' });
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  if (sent) {
    return (
      <FeedbackSent
        email={sender.email}
        onAgain={() => {
          setRound((count) => count + 1);
          setSent(false);
        }}
      />
    );
  }
  return (
    <FeedbackFields
      key={round}
      initial={sender}
      onSent={(next) => {
        setSender(next);
        setSent(true);
      }}
    />
  );
};
