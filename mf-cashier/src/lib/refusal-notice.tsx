// A refused money call said in words, with the button that fixes its cause when there is one.
import type { MouseEvent } from 'react';
import { Button, Notice } from '@omad/ui';
import { usePageLink } from '@omad/contract/remote';
import type { Refusal } from './refusals';

type Props = Readonly<{
  refusal: Refusal;
  /** Runs before the action's link is followed (e.g. keeps the form's draft). */
  onAction?: () => void;
}>;

const isAbsolute = (to: string) => /^https?:\/\//.test(to);

export const RefusalNotice = ({ refusal, onAction }: Props) => {
  const linkTo = usePageLink();
  const { action } = refusal;
  const link = action && !isAbsolute(action.to) ? linkTo(action.to) : null;
  return (
    <div className="omad-refusal" role="alert" data-testid="refusal" data-type={refusal.type}>
      <Notice tone="danger">{refusal.message}</Notice>
      {action ? (
        <Button
          variant="secondary"
          href={link?.href ?? action.to}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            onAction?.();
            link?.onClick(event);
          }}
        >
          {action.label}
        </Button>
      ) : null}
    </div>
  );
};
