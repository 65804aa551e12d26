import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type TProps = { onMore: () => void; onViewShops: () => void };

/** Spec §2 bind success view: bind another main account, or look at the shops just bound. */
export function BindSuccess({ onMore, onViewShops }: TProps) {
  const { t } = useTranslation('marketplaces');
  return (
    <Result
      data-testid="bind-success"
      status="success"
      title={t('success.title')}
      subTitle={t('success.desc')}
      extra={[
        <Button key="more" data-testid="bind-more" onClick={onMore}>
          {t('success.more')}
        </Button>,
        <Button key="view" type="primary" onClick={onViewShops}>
          {t('success.viewShops')}
        </Button>,
      ]}
    />
  );
}
