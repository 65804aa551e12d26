import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config';
import './company.css';

/** /contactUs and /index/contactUs: the operator's contacts, all from the server's SITE_* settings. */
export function ContactUsPage() {
  const site = useSiteConfig();
  const unset = '运营方尚未公布';
  return (
    <div className="ksa-company" data-testid="contact-us">
      <Card variant="borderless">
        <Typography.Title level={2}>联系我们</Typography.Title>
        <p>
          续费、开通多店铺优惠、账号或数据问题，都可以通过以下方式联系我们。咨询账号问题时，请提供注册手机号的后四位，不要发送密码或验证码。
        </p>
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="运营主体">{site.companyName || unset}</Descriptions.Item>
          <Descriptions.Item label="客服电话">{site.contactPhone || unset}</Descriptions.Item>
          <Descriptions.Item label="电子邮箱">
            {site.contactEmail ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : unset}
          </Descriptions.Item>
          <Descriptions.Item label="服务时间">{site.serviceHours || unset}</Descriptions.Item>
          <Descriptions.Item label="联系地址">{site.address || unset}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title="自助解决">
        <p>
          大多数操作在<Link to="/operateRouting/guide">帮助中心</Link>
          中有分步说明：绑定店铺、添加店长、续费说明等。个人信息的查阅、更正和删除请见
          <Link to="/loginPrivacyArticle">《隐私政策》</Link>第六、七条。
        </p>
      </Card>
    </div>
  );
}
