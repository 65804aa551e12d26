import { DesktopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import './company.css';

/**
 * /softwareIntroductionPage: spec §2 introduces the desktop helper with a button opening its
 * installation instructions and download address. The helper is not released, so the modal says
 * so instead of offering a file that does not exist.
 */
export function SoftwareIntroPage() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="ksa-company" data-testid="software-intro">
      <Card variant="borderless">
        <Typography.Title level={2}>
          <DesktopOutlined /> 桌面助手介绍
        </Typography.Title>
        <p>
          桌面助手是跨境卖家助手的 Windows
          配套程序，计划提供：把商品图片保存到本地并在编辑商品时复用，配合"智能上品"采集商品，以及在店长用主账号登录
          Temu 后台时补充统计数据。
        </p>
        <Alert
          type="warning"
          showIcon
          message="桌面助手尚未发布"
          description="现在不需要安装任何软件：店铺数据由服务器通过您绑定的主账号或授权直接同步，网页版的全部已上线功能都可以正常使用。"
        />
        <p style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => setIsOpen(true)} data-testid="software-intro-open">
            安装说明与下载地址
          </Button>
        </p>
      </Card>
      <Modal open={isOpen} title="安装说明与下载地址" onCancel={() => setIsOpen(false)} footer={null}>
        <p>下载地址：暂无。桌面助手仍在开发中，没有可下载的安装包。</p>
        <p>
          发布后，安装包只会在本页和<Link to="/operateRouting/softwareDownload">帮助中心 · 软件下载</Link>
          提供，届时这里会给出下载地址、系统要求（Windows 10
          及以上）和安装步骤。请勿从其他网站下载自称"跨境卖家助手"的程序。
        </p>
      </Modal>
    </div>
  );
}
