// The labelled placeholder a domain page shows until its squad builds it (allowed by the
// foundation issue): it names the route and its params, and says plainly it is one.
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Container } from '@omad/ui';
import { useRemoteProps } from './context';
import './placeholder-page.css';

export const PlaceholderPage = ({ title }: Readonly<{ title: string }>) => {
  const { route, remoteName } = useRemoteProps();
  const { t } = useTranslation('shell');
  const params = Object.entries(route.params);
  return (
    <Container className="omad-placeholder-page">
      <Card className="omad-placeholder" data-placeholder={route.name}>
        <Badge>{t('placeholder.badge')}</Badge>
        <h1>{title}</h1>
        <p>{t('placeholder.description', { remote: remoteName })}</p>
        <dl>
          <dt>{t('placeholder.route')}</dt>
          <dd data-testid="route-name">{route.name}</dd>
          {params.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd data-testid={`route-param-${name}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </Container>
  );
};

/** Routes whose pages are all placeholders: [path, title] pairs, titles already translated. */
export const PlaceholderRoutes = ({
  pages,
}: Readonly<{ pages: ReadonlyArray<readonly [string, string]> }>) => (
  <Routes>
    {pages.map(([path, title]) => (
      <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
    ))}
  </Routes>
);
