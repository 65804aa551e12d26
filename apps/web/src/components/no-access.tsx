import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type TProps = {
  /** The role's name as shown (e.g. 仓库发货员). */
  roleLabel: string;
  /** Where the role can work: the button leads there. */
  startPath: string;
};

/** A page the signed-in role may not use (its calls are not theirs in the roles table): said plainly, with a way on. */
export function NoAccess({ roleLabel, startPath }: TProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('access.title')}
      subTitle={t('access.text', { role: roleLabel })}
      data-testid="no-access"
      extra={
        <Button type="primary" onClick={() => void navigate(startPath)} data-testid="no-access-start">
          {t('access.start')}
        </Button>
      }
    />
  );
}
