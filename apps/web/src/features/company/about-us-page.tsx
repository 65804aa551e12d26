import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config';
import { ProductFacts } from './company-facts';
import './company.css';

/** /index/aboutUs: who runs the product, why it exists, how it treats sellers' data. */
export function AboutUsPage() {
  const site = useSiteConfig();
  return (
    <div className="ksa-company" data-testid="about-us">
      <Card variant="borderless">
        <Typography.Title level={2}>关于我们</Typography.Title>
        <p>
          跨境卖家助手{site.companyName ? `由${site.companyName}运营，` : ''}
          为同时经营多个 Temu、Shein
          店铺的卖家而做。一个卖家往往要在十几个平台后台之间来回切换，才能知道今天卖了多少、哪个店赚钱、哪些货快断了。我们把这些数据集中到一个页面，让
          BOSS 每天几分钟就能看清全部店铺，让店长、财务各自看到该看的店铺。
        </p>
      </Card>
      <Card variant="borderless" title="我们的做法">
        <p>
          <b>数据只为您所用。</b>
          店铺数据通过您绑定的主账号或授权同步，平台密码加密保存，员工按店铺和权限隔离。我们不用您的经营数据为任何人做选品或比价，详见
          <Link to="/loginPrivacyArticle">《隐私政策》</Link>。
        </p>
        <p>
          <b>说清楚每个数字。</b>
          利润按当天有效的成本计算，售罄损失等估算值在页面上标明是估算，成本未填的 SKU 会显示覆盖率。
        </p>
        <p>
          <b>价格简单。</b>每个店铺试用 {ProductFacts.trialDays} 天，之后每店每月 {ProductFacts.pricePerShopMonth} 元。
        </p>
      </Card>
      <Card variant="borderless" title="正在开发">
        {ProductFacts.upcoming.map((u) => (
          <Tag key={u} color="orange" style={{ marginBottom: 8 }}>
            {u}
          </Tag>
        ))}
        <p>上线时我们会在新闻资讯中公告。</p>
      </Card>
    </div>
  );
}
