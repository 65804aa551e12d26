import { ApiRoutes, Limits, type TSiteConfig } from '@ksa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../lib/api-call';
import { SiteDefaults } from './site-defaults';

const EmptyLicence: TSiteConfig['licence'] = {
  creditCode: '',
  legalRepresentative: '',
  registeredCapital: '',
  establishedOn: '',
  businessScope: '',
  registrationAuthority: '',
  imageUrl: '',
};

/** Site facts set at build time (VITE_* variables); see site-defaults.ts. */
export const SiteConfig = SiteDefaults;

/**
 * The operator's facts as the server reports them (SITE_* variables, GET /api/site/config); the
 * build-time values above fill in while it loads or when a field is not set on the server.
 */
const useSiteConfigQuery = () =>
  useQuery({
    queryKey: ['site', 'config'],
    queryFn: () => apiCall(ApiRoutes.siteConfig, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteConfig(): TSiteConfig {
  const { data } = useSiteConfigQuery();
  return {
    companyName: data?.companyName ?? '',
    icpNumber: data?.icpNumber || SiteConfig.filingNumber,
    licenceUrl: data?.licenceUrl || SiteConfig.licenceUrl,
    licence: data?.licence ?? EmptyLicence,
    contactPhone: data?.contactPhone ?? '',
    contactEmail: data?.contactEmail ?? '',
    address: data?.address ?? '',
    serviceHours: data?.serviceHours ?? '',
    hasAndroidApp: data?.hasAndroidApp ?? false,
    trialDays: data?.trialDays ?? Limits.renewal.trialDays,
  };
}

/**
 * Which mobile app the download pages offer: the native Android APK where the server has one, else the
 * installable shipper web app under /m/ (also when the server cannot be asked: the web app always exists).
 */
export function useMobileApp(): 'loading' | 'native' | 'pwa' {
  const { data, isPending } = useSiteConfigQuery();
  if (isPending) {
    return 'loading';
  }
  return data?.hasAndroidApp ? 'native' : 'pwa';
}
