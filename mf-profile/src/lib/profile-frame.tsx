// Every profile page's frame: the UI kit's SectionFrame with the profile's heading and its
// sections. Sections behind a CMS toggle (spec section 6) are left out when it is off.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '@omad/ui';
import { usePageLink, usePageSeo } from '@omad/contract/remote';
import { useSiteFeatures, type SiteFeatures } from './use-site-features';
import './profile.css';

export type ProfileSection =
  | 'overview'
  | 'settings'
  | 'security'
  | 'verification'
  | 'responsibleGame'
  | 'notification'
  | 'bets'
  | 'bonuses'
  | 'cashback'
  | 'loyalty';

type SectionEntry = Readonly<{
  section: ProfileSection;
  path: string;
  shown?: (features: SiteFeatures) => boolean;
}>;

export const PROFILE_SECTIONS: readonly SectionEntry[] = [
  { section: 'overview', path: '/profile' },
  { section: 'settings', path: '/profile/settings' },
  { section: 'security', path: '/profile/security' },
  {
    section: 'verification',
    path: '/profile/verification',
    shown: (features) => features.identityVerificationProvider !== 'none',
  },
  {
    section: 'responsibleGame',
    path: '/profile/responsible-game',
    shown: (features) => features.responsibleGaming,
  },
  { section: 'notification', path: '/profile/notification' },
  { section: 'bets', path: '/profile/bets/history', shown: (features) => features.betHistory },
  { section: 'bonuses', path: '/profile/bonuses' },
  { section: 'cashback', path: '/profile/cashback' },
  { section: 'loyalty', path: '/profile/loyalty', shown: (features) => features.loyalty },
];

/** The sections the site shows, in order. */
export const useProfileSections = (): readonly SectionEntry[] => {
  const features = useSiteFeatures();
  return PROFILE_SECTIONS.filter((entry) => entry.shown?.(features) ?? true);
};

type Props = Readonly<{
  section: ProfileSection | null;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}>;

export const ProfileFrame = ({ section, title, aside, children }: Props) => {
  const { t } = useTranslation('profile');
  const linkTo = usePageLink();
  const sections = useProfileSections();
  usePageSeo({ title });
  return (
    <SectionFrame
      className="omad-profile"
      data-testid="profile-page"
      title={title}
      aside={aside}
      navLabel={t('nav.label')}
      current={section}
      links={sections.map((entry) => ({
        key: entry.section,
        label: t(`nav.${entry.section}`),
        ...linkTo(entry.path),
      }))}
    >
      {children}
    </SectionFrame>
  );
};
