import type { ThemeConfig } from 'antd';

export const BRAND_ORANGE = '#ff6a00';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_ORANGE,
    colorLink: BRAND_ORANGE,
    borderRadius: 6,
    fontSize: 14,
    colorBgLayout: '#f4f5f7',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 24px', siderBg: '#ffffff', footerBg: '#1f2329' },
    Menu: { horizontalItemSelectedColor: BRAND_ORANGE, itemHeight: 40, itemPaddingInline: 14 },
  },
};
