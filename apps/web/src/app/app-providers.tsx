import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAntdLocale } from '../i18n/ui-locale';
import { queryClient } from './query-client';
import { theme } from './theme';

/** antd (the display language's locale pack, brand theme, RTL for Arabic), antd App for message/modal, TanStack Query. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={theme} direction={i18n.language === 'ar' ? 'rtl' : 'ltr'}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
