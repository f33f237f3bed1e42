// The site footer from CMS common: link groups, payment methods, social links, rating
// sites, the countries the site serves, support contacts and the legal text.
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@omad/contract/remote';
import { Container, Skeleton } from '@omad/ui';
import { MenuLink } from './menu-link';
import { useCommon } from '../../lib/use-common';
import './chrome.css';

// One formatter per locale, made on first need: building one loads locale data.
const regionNames = new Map<string, Intl.DisplayNames | null>();

/** The browser's name of a country our texts do not name; the code where it has none. */
const browserCountryName = (code: string, locale: string): string => {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale)?.of(code.toUpperCase()) ?? code.toUpperCase();
};

/** '@omad_support' or a full t.me link, as the CMS holds it, made into a link. */
const telegramUrl = (handle: string): string =>
  /^https?:\/\//.test(handle) ? handle : `https://t.me/${handle.replace(/^@/, '')}`;

export const Footer = () => {
  const { t, i18n } = useTranslation('content');
  const { data: common } = useCommon();
  const { locale } = useRemoteProps();
  // Browsers without Uzbek locale data name countries in English, so ours come first.
  const countryName = (code: string): string => {
    const key = `country.${code.toLowerCase()}`;
    return i18n.exists(key, { ns: 'content' }) ? t(key) : browserCountryName(code, locale);
  };
  if (!common) return <Skeleton variant="block" width="100%" height={320} />;
  return (
    <footer className="omad-footer" data-testid="site-footer">
      <Container>
        <div className="omad-footer__groups">
          {common.footerLinkGroups.map((group) => (
            <section key={group.title} className="omad-footer__group">
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.url}>
                    <MenuLink item={link} className="omad-footer__link" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="omad-footer__group">
            <h2>{t('footer.support')}</h2>
            <ul>
              <li>
                <a className="omad-footer__link" href={`tel:${common.supportContacts.phone}`}>
                  {common.supportContacts.phone}
                </a>
              </li>
              <li>
                <a className="omad-footer__link" href={`mailto:${common.supportContacts.email}`}>
                  {common.supportContacts.email}
                </a>
              </li>
              {common.supportContacts.telegram ? (
                <li>
                  <a
                    className="omad-footer__link"
                    href={telegramUrl(common.supportContacts.telegram)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Telegram
                  </a>
                </li>
              ) : null}
              <li className="omad-footer__muted">{common.supportContacts.workingHours}</li>
            </ul>
          </section>
        </div>
        <ul className="omad-footer__logos" aria-label={t('footer.payments')}>
          {common.paymentMethodInfo.map((method) => (
            <li key={method.name}>
              {method.logo ? (
                <img src={method.logo} alt={method.name} width={64} height={32} loading="lazy" />
              ) : (
                method.name
              )}
            </li>
          ))}
        </ul>
        <div className="omad-footer__bottom">
          <ul className="omad-footer__social" aria-label={t('footer.social')}>
            {common.socialItems.map((item) => (
              <li key={item.name}>
                <a href={item.url} target="_blank" rel="noopener noreferrer" aria-label={item.name}>
                  {item.icon ? (
                    <img src={item.icon} alt="" width={28} height={28} loading="lazy" />
                  ) : (
                    item.name
                  )}
                </a>
              </li>
            ))}
          </ul>
          <ul className="omad-footer__ratings">
            {common.ratingSites.map((site) => (
              <li key={site.name}>
                <a href={site.url} target="_blank" rel="noopener noreferrer">
                  {site.logo ? (
                    <img src={site.logo} alt={site.name} height={24} width={96} loading="lazy" />
                  ) : (
                    site.name
                  )}
                </a>
              </li>
            ))}
          </ul>
          <ul className="omad-footer__countries" aria-label={t('footer.countries')}>
            {common.countryFlags.map((flag) => (
              <li key={flag.code} data-country={flag.code}>
                {flag.icon ? <img src={flag.icon} alt="" width={24} height={16} /> : null}
                <span>{countryName(flag.code)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="omad-footer__legal">
          <span className="omad-footer__age" aria-hidden="true">
            18+
          </span>{' '}
          {common.footerLegalText}
        </p>
      </Container>
    </footer>
  );
};
