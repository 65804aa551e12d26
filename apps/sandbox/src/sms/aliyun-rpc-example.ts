/**
 * The worked example of Alibaba Cloud's RPC signature ("HTTP协议及签名", dysmsapi): parameters, secret and the
 * published signature of a GET. Every Aliyun RPC product (SMS, Machine Translation) signs by this rule, so the
 * sandbox's verifier and the server's signers are all tested against this one vector.
 */
export const ALIYUN_RPC_EXAMPLE = {
  params: {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  },
  secret: 'testSecret',
  signature: 'zJDF+Lrzhj/ThnlvIToysFRq6t4=',
} as const;
