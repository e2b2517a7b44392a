/** JSON schemas shared by routes; they validate requests and document the OpenAPI spec. */

export const errorSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    message: { type: 'string', description: '사용자에게 보여줄 한국어 메시지' },
  },
} as const;

export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  429: errorSchema,
} as const;

export const profileSchema = {
  type: 'object',
  required: ['id', 'brand', 'email', 'username', 'nickname', 'type', 'notificationUnreadCount', 'scrapCount'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    brand: { type: 'string', enum: ['a', 'b'] },
    email: { type: 'string' },
    username: { type: 'string' },
    nickname: { type: ['string', 'null'] },
    type: { type: 'string', enum: ['NORMAL', 'CORPORATE'] },
    notificationUnreadCount: { type: 'integer' },
    scrapCount: { type: 'integer' },
  },
} as const;
