export { AboutUsPage } from './about-us-page';
export { BriefIntroductionPage } from './brief-introduction-page';
export { ProductFacts } from './company-facts';
export { ContactUsPage } from './contact-us-page';
export { LicencePage } from './licence-page';
export { SoftwareIntroPage } from './software-intro-page';
