import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TValidationKey } from './messages';
import { checkCode, checkConfirm, checkPassword, checkPhone, checkTerms, type TRuleSet } from './rules';

/** antd Form rules wired to the pure checks of rules.ts and the translated spec texts. */
export const useAuthRules = (set: TRuleSet) => {
  const { t } = useTranslation('auth');

  return useMemo(() => {
    const rule = (check: (v: unknown) => TValidationKey | null) => ({
      validator: (_: unknown, v: unknown) => {
        const key = check(v);
        return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
      },
    });
    return {
      phone: [rule((v) => checkPhone(set, v))],
      password: [rule((v) => checkPassword(set, v))],
      code: [rule((v) => checkCode(set, v))],
      confirm: (passwordField = 'password'): FormRule[] => [
        ({ getFieldValue }) => rule((v) => checkConfirm(set, v, getFieldValue(passwordField))),
      ],
      terms: [rule(checkTerms)],
    };
  }, [set, t]);
};
