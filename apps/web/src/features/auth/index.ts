export {
  bindPhone,
  fetchWechatCode,
  fetchWechatResult,
  login,
  register,
  resetPassword,
  sendCode,
  type TCodeKind,
} from './api';
export { CodeField, ConfirmField, PasswordField, PhoneField } from './auth-fields';
export { AuthModal } from './auth-modal';
export { BindPhoneModal } from './bind-phone-modal';
export { countdownPhase, remainingSeconds, type TCountdownPhase } from './countdown';
export { AuthMessageIds, type TAuthMessageKey } from './messages';
export { PhoneInput } from './phone-input';
export { readRememberedAccount, saveRememberedAccount, type TRememberedAccount } from './remembered-account';
export * from './rules';
export { SendCodeButton, type SendCodeButtonProps } from './send-code-button';
export { type TAuthMode, type TLoginTab, useAuthModal } from './use-auth-modal';
export { useAuthRules } from './use-auth-rules';
export { type TBindTab, useBindPhoneModal } from './use-bind-phone-modal';
export { type TCountdown, useCountdown } from './use-countdown';
export { useSendCode } from './use-send-code';
export { WechatQr } from './wechat-qr';
