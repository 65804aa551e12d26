import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCodeLabel } from './countdown';
import { type TCountdown, useCountdown } from './use-countdown';

export type SendCodeButtonProps = {
  /** Countdown length: Limits.countdown.login / register / findPass / resetPage / bind. */
  seconds: number;
  /** Resolves true when the code was sent; false (or a throw) leaves the button ready. */
  onSend: () => Promise<boolean>;
  /** Label after the countdown: 重新发送 (modal) or 重新获取 (reset page). */
  resendLabel?: 'resend' | 'refetch';
  /** Pass one from useCountdown when the caller must reset it (e.g. on a bind error). */
  countdown?: TCountdown;
  disabled?: boolean;
  testId?: string;
  size?: 'large' | 'middle';
};

export const SendCodeButton = ({
  seconds,
  onSend,
  resendLabel = 'resend',
  countdown,
  disabled = false,
  testId = 'send-code',
  size = 'large',
}: SendCodeButtonProps) => {
  const { t } = useTranslation('auth');
  const own = useCountdown(seconds);
  const cd = countdown ?? own;
  const [isSending, setIsSending] = useState(false);

  const handleClick = async () => {
    setIsSending(true);
    try {
      if (await onSend()) {
        cd.start();
      }
    } catch {
      // A thrown send counts as a failure: no countdown, the caller already showed why.
    } finally {
      setIsSending(false);
    }
  };

  const label = sendCodeLabel(cd.phase, cd.remaining, resendLabel === 'refetch' ? 'code.refetch' : 'code.resend');
  return (
    <Button
      data-testid={testId}
      size={size}
      disabled={disabled || cd.isRunning}
      loading={isSending}
      onClick={() => void handleClick()}
      style={{ minWidth: 124 }}
    >
      {t(label.key, { n: label.n })}
    </Button>
  );
};
