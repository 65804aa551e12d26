import { DesktopOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { SoftwareDownloads, useHelperLink } from '../helper-link';
import './company.css';

/**
 * /softwareIntroductionPage: spec §2 introduces the desktop helper with a button opening its installation
 * instructions and download address (the download modal: pre-check, 5-second countdown, version and size).
 */
export function SoftwareIntroPage() {
  const openDownload = () => useHelperLink.getState().set({ download: 'helper' });
  return (
    <div className="ksa-company" data-testid="software-intro">
      <Card variant="borderless">
        <Typography.Title level={2}>
          <DesktopOutlined /> 桌面助手介绍
        </Typography.Title>
        <p>
          桌面助手是跨境卖家助手的电脑端配套程序（Windows、macOS、Linux）：在本机保存商品图片，编辑商品时直接复用；为图片上传提供本地代理，只接受本网站的请求，只转发到
          Temu、Shein 等平台的地址。启动后打开本网站即自动连接，断开时每 5 秒重试。
        </p>
        <p>
          BOSS 还需要安装浏览器插件：它在您登录的 Temu
          卖家中心里采集开放接口没有的流量数据，并提供货源网站的"采集"按钮。
        </p>
        <Flex gap={12} style={{ margin: '16px 0' }}>
          <Button type="primary" icon={<DownloadOutlined />} onClick={openDownload} data-testid="software-intro-open">
            安装说明与下载地址
          </Button>
          <Link to="/operateRouting/softwareDownload">帮助中心 · 软件下载</Link>
        </Flex>
        <SoftwareDownloads />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          请勿从其他网站下载自称"跨境卖家助手"的程序；下载后可核对上表的 SHA-256 值。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
