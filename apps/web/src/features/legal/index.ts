export { AgreementPage, LegalPage, PrivacyPage, type TLegalKind } from './legal-page';
export { legalFacts, type TLegalDoc, type TLegalFacts } from './legal-types';
