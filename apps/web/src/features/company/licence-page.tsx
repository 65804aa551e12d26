import { Card, Descriptions, Image, Typography } from 'antd';
import { useSiteConfig } from '../../app/site-config';
import './company.css';

/** What a field says while the operator has not set it (the same words as the legal texts). */
const UNSET = '运营方尚未公布';

/** /license: the operator's business licence (营业执照) as configured on the server (SITE_LICENCE_*). */
export function LicencePage() {
  const site = useSiteConfig();
  const l = site.licence;
  const or = (v: string) => v || UNSET;
  return (
    <div className="ksa-company" data-testid="licence-page">
      <Card variant="borderless">
        <Typography.Title level={2}>营业执照</Typography.Title>
        <Descriptions column={1} bordered size="middle" data-testid="licence-facts">
          <Descriptions.Item label="名称">{or(site.companyName)}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{or(l.creditCode)}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{or(l.legalRepresentative)}</Descriptions.Item>
          <Descriptions.Item label="注册资本">{or(l.registeredCapital)}</Descriptions.Item>
          <Descriptions.Item label="成立日期">{or(l.establishedOn)}</Descriptions.Item>
          <Descriptions.Item label="住所">{or(site.address)}</Descriptions.Item>
          <Descriptions.Item label="经营范围">{or(l.businessScope)}</Descriptions.Item>
          <Descriptions.Item label="登记机关">{or(l.registrationAuthority)}</Descriptions.Item>
          <Descriptions.Item label="ICP 备案号">{or(site.icpNumber)}</Descriptions.Item>
        </Descriptions>
        {l.imageUrl && <Image src={l.imageUrl} alt="营业执照" style={{ marginTop: 16, maxWidth: '100%' }} />}
        <p className="ksa-company-note">
          以上信息可在{' '}
          <a href="https://www.gsxt.gov.cn/" target="_blank" rel="noopener noreferrer">
            国家企业信用信息公示系统
          </a>{' '}
          按名称或统一社会信用代码查询核对。
        </p>
      </Card>
    </div>
  );
}
