import { boss, type TRouteDef } from './route-def.js';

export const StaffRoutes = {
  getShopListForDistribute: boss(
    '/api/order/getShopListForDistribute',
    false,
    '分配表：店铺、主账号、到期日与已分配的店长/财务',
  ),
  getTemuShopListByTemuUid: boss('/api/order/getTemuShopListByTemuUid', false, '某 Temu 主账号下的店铺'),
  checkUserWorkerPhone: boss(
    '/api/order/checkUserWorkerPhone',
    false,
    '继续：手机号是否已是本账号的员工（data 非空即已知，并带出店铺与权限）',
  ),
  getShopListByWorkerPhone: boss('/api/order/getShopListByWorkerPhone', false, '某员工手机号已分配的店铺'),
  getUserPermissionList: boss('/api/order/getUserPermissionList', false, '某员工手机号的权限 id 列表'),
  getWorkerPassword: boss(
    '/api/auth/user/getWorker/password',
    false,
    '员工是否已设置密码（只存 Argon2id 哈希，不显示密码）',
  ),
  distributeShopToUserNoCode: boss(
    '/api/order/distributeShopToUserNoCode',
    true,
    '修改已是员工的店长/财务：店铺与权限整体替换（新手机号须凭验证码添加）',
  ),
  sendCodeForBindAndDistribute: boss(
    '/api/order/sendCodeForBindAndDistribute',
    true,
    '向要添加的员工手机发送验证码（59 秒；role 为店长/财务、发货员或运营）',
  ),
  distributeShopToUser: boss(
    '/api/order/distributeShopToUser',
    true,
    '凭员工手机收到的验证码添加店长/财务并分配店铺（本人首次登录后自设密码）',
  ),
  removeShopKeeperId: boss('/api/order/removeShopKeeperId', true, '取消某店长/财务在这些店铺的权限'),
  saveWorkerUser: boss(
    '/api/auth/saveWorkerUser',
    true,
    '凭验证码添加仓库发货员（店长/财务的手机号不可；本人首次登录后自设密码）',
  ),
  getWarehouseMgtTemuUserList: boss('/api/order/getWarehouseMgtTemuUserList', false, '仓库发货员列表'),
  removeShopWorkerId: boss('/api/order/removeShopWorkerId', true, '取消仓库发货员（结束其登录）'),
  settingMgtUserPass: boss('/api/auth/settingMgtUserPass', true, '修改仓库发货员密码（结束其登录）'),
  getEntityListForOwner: boss('/api/order/getEntityListForOwner', false, '运营可选的主账号主体'),
  getShopListForOwnerByEntity: boss('/api/order/getShopListForOwnerByEntity', false, '所选主体下的店铺（-1 为全部）'),
  getShopListByWorkerIdForOwner: boss('/api/order/getShopListByWorkerIdForOwner', false, '某运营的主体与店铺'),
  getOperatorList: boss('/api/order/getOperatorList', false, '运营列表'),
  saveOperator: boss('/api/order/saveOperator', true, '保存运营（手机号、主体、店铺；新手机号须凭验证码）'),
  removeOperator: boss('/api/order/removeOperator', true, '删除运营（结束其登录）'),
  staffTemuSubList: boss('/api/order/getStaffTemuSubAccounts', false, '某店长/财务绑定的 Temu 子账号'),
  staffTemuSubSendCode: boss(
    '/api/order/sendStaffTemuSubCode',
    true,
    '为店长/财务绑定 Temu 子账号：登录子账号（可能向其手机发送验证码；无需验证码时直接绑定）',
  ),
  staffTemuSubBind: boss(
    '/api/order/bindStaffTemuSub',
    true,
    '提交子账号验证码并绑定：子账号的店铺须都在该员工的店铺内，此后其设备只领取子账号的后台会话',
  ),
  staffTemuSubUnbind: boss('/api/order/unbindStaffTemuSub', true, '解绑某店长/财务的 Temu 子账号'),
} as const satisfies Record<string, TRouteDef>;
