import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthRules } from './use-auth-rules';

/** 我已阅读并同意《用户服务协议》《隐私协议》; the articles open in a new tab so the form survives. */
export const TermsField = () => {
  const { t } = useTranslation('auth');
  const rules = useAuthRules('login');
  return (
    <Form.Item name="agree" valuePropName="checked" rules={rules.terms} validateTrigger="onChange">
      <Checkbox data-testid="terms-checkbox" className="auth-terms">
        {t('terms.prefix')}
        <a href="/loginServiceArticle" target="_blank" rel="noopener" data-testid="terms-service-link">
          {t('terms.service')}
        </a>
        <a href="/loginPrivacyArticle" target="_blank" rel="noopener" data-testid="terms-privacy-link">
          {t('terms.privacy')}
        </a>
      </Checkbox>
    </Form.Item>
  );
};
