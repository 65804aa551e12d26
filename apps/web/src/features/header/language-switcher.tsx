import { GlobalOutlined } from '@ant-design/icons';
import { Languages, type TLanguage } from '@ksa/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';

/** Each language in its own script, so anyone can find theirs whatever the current one is. */
const NativeNames: Record<TLanguage, string> = {
  'zh-CN': '简体中文',
  ja: '日本語',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  ar: 'العربية',
  ko: '한국어',
  vi: 'Tiếng Việt',
  hi: 'हिन्दी',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = (Languages as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'zh-CN';
  return (
    <Dropdown
      menu={{
        items: Languages.map((lng) => ({ key: lng, label: NativeNames[lng] })),
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void setLanguage(key as TLanguage),
      }}
      placement="bottomRight"
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('header.language')}>
        {NativeNames[current]}
      </Button>
    </Dropdown>
  );
}
