import { Limits } from '@ksa/contract/public';
import { useTranslation } from 'react-i18next';
import { type TLandingFacts, useLandingFacts } from './landing-api';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { useLandingNav } from './landing-nav';
import { LandingNews } from './landing-news';

/**
 * Screenshots of the running product on the demo tenant (scripts/landing-screenshots.mjs makes them), each
 * beside the feature it shows. 1200×675 WebP; below the hero they load when scrolled to.
 */
const Features = [
  { key: 'stats', shot: 'costs' },
  { key: 'delivery', shot: 'delivery' },
  { key: 'ai', shot: 'ai' },
  { key: 'staff', shot: 'staff' },
] as const;
const FaqKeys = [1, 2, 3, 4, 5] as const;

function Hero({ facts }: { facts: TLandingFacts }) {
  const { t } = useTranslation('landing');
  const nav = useLandingNav();
  return (
    <section className="ksa-lp-hero">
      <div className="ksa-lp-hero-text">
        <h1>{t('hero.title')}</h1>
        <p className="ksa-lp-sub">{t('hero.subtitle')}</p>
        <div className="ksa-lp-ctas">
          <button type="button" className="ksa-lp-btn is-primary is-large" onClick={() => nav.go('/home')}>
            {t(nav.isSignedIn ? 'hero.console' : 'hero.preview')}
          </button>
          {!nav.isSignedIn && (
            <button type="button" className="ksa-lp-btn is-large" onClick={() => nav.openAuth('register')}>
              {t('hero.register')}
            </button>
          )}
        </div>
        <p className="ksa-lp-note">{t('hero.note', { days: facts.trialDays })}</p>
      </div>
      <figure className="ksa-lp-shot ksa-lp-hero-shot">
        <img src="/landing/home.webp" width={1200} height={675} alt={t('hero.shotAlt')} fetchPriority="high" />
      </figure>
    </section>
  );
}

function Pricing({ facts }: { facts: TLandingFacts }) {
  const { t } = useTranslation('landing');
  const nav = useLandingNav();
  const { monthlyPrice, couponDiscount } = Limits.renewal;
  return (
    <section id="pricing" className="ksa-lp-section ksa-lp-pricing">
      <h2>{t('pricing.title')}</h2>
      <p className="ksa-lp-muted">{t('pricing.subtitle')}</p>
      <div className="ksa-lp-price-card" data-testid="landing-price">
        <p className="ksa-lp-price">
          <span className="ksa-lp-price-num">{monthlyPrice}</span> {t('pricing.unit')}
        </p>
        <ul>
          <li>{t('pricing.trial', { days: facts.trialDays })}</li>
          <li>{t('pricing.months')}</li>
          <li>{t('pricing.coupon', { amount: couponDiscount })}</li>
          <li>{t('pricing.keep')}</li>
        </ul>
        <button type="button" className="ksa-lp-btn is-primary is-large" onClick={() => nav.go('/home')}>
          {t('pricing.cta')}
        </button>
      </div>
    </section>
  );
}

/** /index: the product page — what it does (with real screenshots), the price, questions, news. */
export function LandingSite() {
  const { t } = useTranslation('landing');
  const facts = useLandingFacts();
  return (
    <div className="ksa-lp" data-testid="landing">
      <LandingHeader />
      <main>
        <Hero facts={facts} />
        <p className="ksa-lp-markets">{t('markets')}</p>
        <section id="features" className="ksa-lp-section ksa-lp-features">
          {Features.map((f, i) => (
            <article key={f.key} className={`ksa-lp-feature${i % 2 ? ' is-flipped' : ''}`}>
              <div className="ksa-lp-feature-text">
                <h2>{t(`features.${f.key}.title`)}</h2>
                <p>{t(`features.${f.key}.desc`)}</p>
                <ul>
                  <li>{t(`features.${f.key}.p1`)}</li>
                  <li>{t(`features.${f.key}.p2`)}</li>
                  <li>{t(`features.${f.key}.p3`)}</li>
                </ul>
              </div>
              <figure className="ksa-lp-shot">
                <img
                  src={`/landing/${f.shot}.webp`}
                  width={1200}
                  height={675}
                  alt={t(`features.${f.key}.shotAlt`)}
                  loading="lazy"
                  decoding="async"
                />
              </figure>
            </article>
          ))}
        </section>
        <Pricing facts={facts} />
        <section id="faq" className="ksa-lp-section ksa-lp-faq">
          <h2>{t('faq.title')}</h2>
          {FaqKeys.map((k) => (
            <details key={k}>
              <summary>{t(`faq.q${k}`)}</summary>
              <p>{t(`faq.a${k}`)}</p>
            </details>
          ))}
        </section>
        <LandingNews />
      </main>
      <LandingFooter facts={facts} />
    </div>
  );
}
