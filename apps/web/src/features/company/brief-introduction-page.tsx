import { Card, Typography } from 'antd';
import { useSiteConfig } from '../../app/site-config';
import { useRouteMeta } from '../../app/use-route-meta';
import { ProductFacts } from './company-facts';
import './company.css';

/** /index/briefIntroduction and /mobileHome/companyProfile: the company profile. */
export function BriefIntroductionPage() {
  const site = useSiteConfig();
  const isMobile = Boolean(useRouteMeta()?.mobile);
  return (
    <div className={`ksa-company${isMobile ? ' ksa-company-mobile' : ''}`} data-testid="brief-introduction">
      <Card variant="borderless">
        <Typography.Title level={isMobile ? 3 : 2}>公司简介</Typography.Title>
        <p>
          {site.companyName || '跨境卖家助手团队'}
          专注于跨境电商卖家的经营数据工具。我们的产品"跨境卖家助手"是一款网页版多店铺数据管理系统，服务在 Temu、Shein
          上经营多个店铺的卖家及其团队。
        </p>
      </Card>
      <Card variant="borderless" title="产品能力">
        <div className="ksa-company-grid">
          {ProductFacts.features.map((f) => (
            <div key={f.title}>
              <Typography.Title level={5}>{f.title}</Typography.Title>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </Card>
      <Card variant="borderless" title="资质信息">
        <p>
          运营主体：{site.companyName || '以页面底部公示为准'}
          <br />
          ICP 备案号：{site.icpNumber || '公示中'}
          <br />
          营业执照：
          <a href={site.licenceUrl} target="_blank" rel="noopener noreferrer">
            查看
          </a>
        </p>
      </Card>
    </div>
  );
}
