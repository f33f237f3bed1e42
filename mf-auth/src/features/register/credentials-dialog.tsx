// After a fast registration: the login and the generated password, shown once in the
// shell's dialog host (it outlives the auth dialog), with copy buttons.
import { useState } from 'react';
import { Button, Stack } from '@omad/ui';
import type { RemoteProps } from '@omad/contract';
import '../../lib/registration/register.css';

export type CredentialsTexts = Readonly<{
  title: string;
  text: string;
  login: string;
  password: string;
  copy: string;
  copied: string;
  done: string;
}>;

type Credentials = Readonly<{ login: string; password: string }>;

const CopyRow = ({
  label,
  value,
  texts,
}: {
  label: string;
  value: string;
  texts: CredentialsTexts;
}) => {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch((error: unknown) => console.warn('[mf-auth] copy failed', error));
  return (
    <div className="omad-credentials__row">
      <dt className="omad-credentials__label">{label}</dt>
      <dd className="omad-credentials__value" data-testid={`credentials-${label}`}>
        <code>{value}</code>
        <Button size="sm" variant="ghost" onClick={() => void copy()} aria-live="polite">
          {copied ? texts.copied : texts.copy}
        </Button>
      </dd>
    </div>
  );
};

export const openCredentialsDialog = (
  openDialog: RemoteProps['openDialog'],
  credentials: Credentials,
  texts: CredentialsTexts,
) =>
  openDialog({
    kind: 'popup',
    title: texts.title,
    render: (close) => (
      <Stack gap={4} className="omad-credentials" data-testid="credentials-dialog">
        <p className="omad-credentials__text">{texts.text}</p>
        <dl className="omad-credentials__list">
          <CopyRow label={texts.login} value={credentials.login} texts={texts} />
          <CopyRow label={texts.password} value={credentials.password} texts={texts} />
        </dl>
        <Button onClick={close} fullWidth data-autofocus>
          {texts.done}
        </Button>
      </Stack>
    ),
  });
