/** AccessKey pairs the sandbox accepts; testId/testSecret are the ones of Aliyun's official signing example. */
export const SMS_ACCESS_KEYS: Readonly<Record<string, string>> = {
  'sandbox-ak': 'sandbox-secret',
  testId: 'testSecret',
};

/** Approved signatures (签名), as the Aliyun console would list them. */
export const SMS_SIGN_NAMES: ReadonlySet<string> = new Set(['跨境卖家助手', '阿里云短信测试专用']);

export type TSmsTemplate = { text: string; variables: readonly string[] };

/** Approved templates; `${name}` placeholders are filled from TemplateParam. */
export const SMS_TEMPLATES: Readonly<Record<string, TSmsTemplate>> = {
  SMS_LOGIN_0001: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '您的验证码为：${code}，5分钟内有效，请勿泄露于他人！',
    variables: ['code'],
  },
  SMS_REGISTER_0001: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '您正在注册跨境卖家助手，验证码为：${code}，5分钟内有效，请勿泄露于他人！',
    variables: ['code'],
  },
  SMS_RESET_0001: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '您正在找回密码，验证码为：${code}，5分钟内有效，如非本人操作请忽略。',
    variables: ['code'],
  },
  SMS_BIND_0001: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '您正在绑定手机号，验证码为：${code}，5分钟内有效，请勿泄露于他人！',
    variables: ['code'],
  },
  SMS_STAFF_0001: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '有BOSS正在添加您为跨境卖家助手员工，同意请将验证码${code}告知对方，5分钟内有效；不同意请忽略，您的手机号不受影响。',
    variables: ['code'],
  },
  SMS_DELETE_0001: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '您正在注销跨境卖家助手账号，注销后全部店铺与数据将被删除，验证码为：${code}，5分钟内有效，如非本人操作请忽略。',
    variables: ['code'],
  },
  SMS_71390007: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is Aliyun's placeholder syntax, not ours
    text: '尊敬的${customer}，欢迎您使用阿里大鱼短信服务，阿里大鱼将为您提供便捷的通信服务！',
    variables: ['customer'],
  },
};
