import { SuccessMsg } from '@ksa/contract';
import { StaffCalls, useStaffAction } from './api';

export type TManagerValues = {
  phone: string;
  role: 'manager' | 'finance';
  temu: number[];
  shein: number[];
  perms: string[];
  /** A known phone: a new password, or '' to keep theirs. */
  password: string;
  /** A new phone: the code that reached it. */
  code: string;
};

/**
 * The assignment form's save: a new phone goes with its code to distributeShopToUser (consent, no
 * password); a known one to distributeShopToUserNoCode (shops and permissions replaced).
 */
export const useManagerSave = () => {
  const assign = useStaffAction(StaffCalls.assign);
  const addWithCode = useStaffAction(StaffCalls.addWithCode);
  const save = (v: TManagerValues, isFresh: boolean) =>
    isFresh
      ? addWithCode.run(
          {
            phone: v.phone.trim(),
            code: v.code,
            role: v.role,
            shopIdStr: [...v.temu, ...v.shein].join(','),
            permissionIdList: v.perms.join(','),
          },
          SuccessMsg.ASSIGN_OK,
        )
      : assign.run(
          {
            phone: v.phone.trim(),
            role: v.role,
            password: v.password || undefined,
            temuShopIdList: v.temu,
            sheinShopIdList: v.shein,
            permissionIdList: v.perms,
          },
          (d: { created: boolean }) => (d.created ? SuccessMsg.ASSIGN_OK : SuccessMsg.MODIFY_OK),
        );
  return { save, isPending: assign.isPending || addWithCode.isPending };
};
