import { useTranslation } from 'react-i18next';
import { PATHS } from '@/store';
import { config } from '@/shared/config/env';
import { Logo } from '@/shared/ui/Logo';
import { SocialSignIn } from '@/features/auth';
import '../home.css';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import '../i18n';

interface Article {
  title: string;
  text: string;
}

function Art() {
  return (
    <svg className="home__art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle cx="110" cy="110" r="78" fill="rgb(255 255 255 / 18%)" />
      <circle cx="210" cy="110" r="78" fill="rgb(255 255 255 / 14%)" />
      <path d="M160 176s-52-30-64-59c-8-20 4-48 30-48 14 0 24 8 34 19 10-11 20-19 34-19 26 0 38 28 30 48-12 29-64 59-64 59z" fill="#fff" />
      <path d="M92 188L232 60" stroke="#ffd5c9" strokeWidth="6" strokeLinecap="round" />
      <path d="M212 58h22v22" stroke="#ffd5c9" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Links to other sites (a new tab, no opener), as a list; a link whose address is not configured is left out. */
function ExternalLinks({ links }: { links: [href: string, text: string][] }) {
  return (
    <ul>
      {links
        .filter(([href]) => href)
        .map(([href, text]) => (
          <li key={text}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          </li>
        ))}
    </ul>
  );
}

/** SHELL-01: the home splash with register and login, marketing articles, social links and footer. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const articles = t('articles', { returnObjects: true, appName: config.appName }) as unknown as Article[];
  const year = new Date().getFullYear();
  return (
    <div className="home" data-testid="home">
      <header className="home__hero">
        <div className="home__brand">
          <Logo size={36} onBrand />
          <span className="home__name">{config.appName}</span>
        </div>
        <Art />
        <h1 className="home__title">{t('hero.title')}</h1>
        <p className="home__lead">{t('hero.text')}</p>
        <div className="home__cta">
          <ButtonLink variant="light" block to={PATHS.REGISTER}>
            {t('hero.register')}
          </ButtonLink>
          <ButtonLink variant="outline-light" block to={PATHS.LOGIN}>
            {t('hero.login')}
          </ButtonLink>
          <span className="home__or" aria-hidden="true">
            {t('facebook.or')}
          </span>
          {/* AUTH-19 to AUTH-23; AUTH-20: the 'Conectando...' overlay shows while it runs. */}
          <SocialSignIn />
        </div>
        <p className="home__stat">
          <span className="home__pulse" aria-hidden="true" />
          {t('hero.stat')}
        </p>
      </header>
      <main className="home__main">
        <h2 className="home__h2">{t('articlesTitle', { appName: config.appName })}</h2>
        <div className="home__articles">
          {articles.map((a) => (
            <article key={a.title} className="home__article">
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </article>
          ))}
        </div>
        <section className="home__safety" aria-labelledby="home-safety">
          <h2 id="home-safety" className="home__h2">
            {t('safety.title')}
          </h2>
          <p>{t('safety.text')}</p>
        </section>
        <section className="home__social" aria-labelledby="home-social">
          <h2 id="home-social" className="home__h2">
            {t('social.title')}
          </h2>
          <ExternalLinks
            links={[
              [config.social.instagram, t('social.instagram', { appName: config.appName })],
              [config.social.facebook, t('social.facebook', { appName: config.appName })],
            ]}
          />
        </section>
      </main>
      <footer className="home__footer">
        <nav aria-label={t('footer.help')}>
          <ExternalLinks
            links={[
              [config.helpCenterUrl, t('footer.help')],
              [config.privacyUrl, t('footer.privacy')],
              [config.termsUrl, t('footer.terms')],
            ]}
          />
        </nav>
        <p>{t('footer.adults')}</p>
        <p>{t('footer.copyright', { year, appName: config.appName })}</p>
      </footer>
    </div>
  );
}
