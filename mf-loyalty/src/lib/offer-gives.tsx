// What an offer gives, as a list of lines with a gift mark ("100% bonus up to 2,000,000 so'm").
import { Icon } from '@omad/ui';
import './offer.css';

export const OfferGives = ({
  gives,
  label,
}: Readonly<{ gives: readonly string[]; label: string }>) =>
  gives.length === 0 ? null : (
    <ul className="omad-offer-gives" aria-label={label} data-testid="offer-gives">
      {gives.map((line) => (
        <li key={line}>
          <Icon name="gift" size={18} />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
