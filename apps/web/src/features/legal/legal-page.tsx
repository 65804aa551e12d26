import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../app/site-config';
import { useRouteMeta } from '../../app/use-route-meta';
import { legalFacts, type TLegalDoc, type TLegalFacts } from './legal-types';
import { privacyPolicy } from './privacy-policy';
import { userAgreement } from './user-agreement';
import './legal.css';

export type TLegalKind = 'agreement' | 'privacy';

const Docs: Record<TLegalKind, (f: TLegalFacts) => TLegalDoc> = { agreement: userAgreement, privacy: privacyPolicy };

/**
 * 用户服务协议 / 隐私政策. The Chinese text is the binding one (PIPL), so every UI language shows
 * it, with a note in the reader's language saying so.
 */
export function LegalPage({ kind }: { kind: TLegalKind }) {
  const { t, i18n } = useTranslation('legal');
  const site = useSiteConfig();
  const isMobile = Boolean(useRouteMeta()?.mobile);
  const doc = Docs[kind](legalFacts(site));
  return (
    <article className={`ksa-legal${isMobile ? ' ksa-legal-mobile' : ''}`} data-testid={`legal-${kind}`}>
      <Typography.Title level={isMobile ? 3 : 2}>{doc.title}</Typography.Title>
      <Typography.Text type="secondary">{t('updated', { date: doc.updated })}</Typography.Text>
      {!i18n.language.startsWith('zh') && <p className="ksa-legal-note">{t('chineseBinding')}</p>}
      {doc.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {doc.sections.map((s) => (
        <section key={s.heading}>
          <Typography.Title level={isMobile ? 5 : 4}>{s.heading}</Typography.Title>
          {s.blocks.map((b) =>
            typeof b === 'string' ? (
              <p key={b}>{b}</p>
            ) : (
              <ol key={b.list[0]}>
                {b.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            ),
          )}
        </section>
      ))}
    </article>
  );
}

export const AgreementPage = () => <LegalPage kind="agreement" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
