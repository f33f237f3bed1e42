// The message of an error that belongs to no field (network, server trouble), shown above
// the submit button and announced as an alert.
import { Notice } from '@omad/ui';

export const FormError = ({ message }: Readonly<{ message: string | null }>) =>
  message ? (
    <Notice tone="danger" role="alert" data-testid="form-error">
      {message}
    </Notice>
  ) : null;
