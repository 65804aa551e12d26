import type { TSiteConfig } from '@ksa/contract';

/** A block of a legal text: a paragraph, or a list of points. */
export type TLegalBlock = string | { list: string[] };
export type TLegalSection = { heading: string; blocks: TLegalBlock[] };
export type TLegalDoc = { title: string; updated: string; intro: string[]; sections: TLegalSection[] };

/** Operator facts the texts quote; blanks become a pointer to the contact page. */
export type TLegalFacts = { company: string; contact: string; address: string };

export const legalFacts = (site: TSiteConfig | undefined): TLegalFacts => {
  const ways = [
    site?.contactEmail && `电子邮箱 ${site.contactEmail}`,
    site?.contactPhone && `客服电话 ${site.contactPhone}`,
  ].filter(Boolean);
  return {
    company: site?.companyName || '跨境卖家助手运营方（以页面底部公示的运营主体为准）',
    contact: ways.length
      ? `${ways.join('、')}，或页面底部的"在线咨询"`
      : '"联系我们"页面公布的方式或页面底部的"在线咨询"',
    address: site?.address || '"联系我们"页面公布的地址',
  };
};
