// The message of an error that belongs to no field (network, server trouble), shown above
// the submit button and announced as an alert.
import { Icon } from '@omad/ui';

export const FormError = ({ message }: Readonly<{ message: string | null }>) =>
  message ? (
    <p role="alert" className="omad-auth-form__error" data-testid="form-error">
      <Icon name="warning" size={16} />
      <span>{message}</span>
    </p>
  ) : null;
