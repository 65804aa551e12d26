import { GlobalOutlined } from '@ant-design/icons';
import { Languages, type TLanguage } from '@ksa/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';
import { asLanguage, NativeNames } from '../../i18n/native-names';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.language);
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
