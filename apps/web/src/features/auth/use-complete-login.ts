import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userKeys } from '../../lib/query-keys';
import { useSession } from '../../stores/session';
import { useAuthModal } from './use-auth-modal';
import { useBindPhoneModal } from './use-bind-phone-modal';

/** After any login (password, SMS or WeChat): store the token, refetch the user, go home. */
export const useCompleteLogin = () => {
  const loginSuccess = useSession((s) => s.loginSuccess);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (token: string, opts: { needPhone?: boolean } = {}) => {
    loginSuccess(token);
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    useAuthModal.getState().close();
    void navigate('/home');
    if (opts.needPhone) {
      // A WeChat-only account has no phone yet (spec §4): ask for one straight away.
      useBindPhoneModal.getState().open('phone');
    }
  };
};
