/**
 * Brand B delivery addresses (spec §2.3 `/mypage/manage-addresses`; ADR 29): list, add, edit, make default, delete.
 * The fields are checked by src/config/shop-address.ts inside the operations (Korean 400 INVALID_ADDRESS); the schemas
 * bound sizes and shapes. The member's own rows only: another member's address is 404, a visitor 401, brand A 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponses } from '../../../contracts/common';
import { ShopAddress, ShopAddressBody, ShopAddressList, ShopAddressParams } from '../../../contracts/shop-addresses';
import type { Db } from '../../../db/client';
import { rateLimit } from '../../http/rate-limit';
import { authorizeAddressUse } from '../../shop/addresses/address-policy';
import { createAddress } from '../../shop/addresses/create-address';
import { deleteAddress } from '../../shop/addresses/delete-address';
import { findAddresses } from '../../shop/addresses/find-addresses';
import { setDefaultAddress } from '../../shop/addresses/set-default-address';
import { updateAddress } from '../../shop/addresses/update-address';
import { shopMemberOnly } from './shop-brand';

const writeErrors = {
  400: ErrorResponses[400],
  401: ErrorResponses[401],
  404: ErrorResponses[404],
  409: ErrorResponses[409],
  429: ErrorResponses[429],
};

export async function shopAddressRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const memberOfShop = shopMemberOnly(app);
  const addressWrites = rateLimit('shop-address', 60, 60_000, '배송지 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  const member = async (request: Parameters<typeof app.requireUser>[0]) =>
    authorizeAddressUse((await app.requireUser(request)).user, request.site.brand);

  app.get(
    '/shop/addresses',
    {
      ...memberOfShop,
      schema: {
        tags: ['shop'],
        summary: '내 배송지 (기본 배송지 먼저; 최대 개수까지라 한 페이지)',
        response: { 200: ShopAddressList, 401: ErrorResponses[401], 404: ErrorResponses[404] },
      },
    },
    async (request, reply) => {
      const { userId } = await member(request);
      reply.header('cache-control', 'private, no-store');
      return findAddresses(db, { brand: request.site.brand, userId });
    },
  );

  app.post(
    '/shop/addresses',
    {
      ...memberOfShop,
      config: addressWrites,
      schema: {
        tags: ['shop'],
        summary: '배송지 추가 (첫 배송지는 기본; 최대 개수를 넘으면 ADDRESS_LIMIT)',
        body: ShopAddressBody,
        response: { 201: ShopAddress, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId } = await member(request);
      const { isDefault, detailAddress, ...fields } = request.body;
      const created = await createAddress(db, {
        brand: request.site.brand,
        userId,
        ...fields,
        detailAddress: detailAddress ?? '',
        isDefault: isDefault ?? false,
      });
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.put(
    '/shop/addresses/:addressNo',
    {
      ...memberOfShop,
      config: addressWrites,
      schema: {
        tags: ['shop'],
        summary: '배송지 수정 (isDefault true면 기본 배송지로; 다른 회원의 배송지는 404)',
        params: ShopAddressParams,
        body: ShopAddressBody,
        response: { 200: ShopAddress, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId } = await member(request);
      const { detailAddress, ...fields } = request.body;
      reply.header('cache-control', 'no-store');
      return updateAddress(db, {
        brand: request.site.brand,
        userId,
        addressNo: request.params.addressNo,
        ...fields,
        detailAddress: detailAddress ?? '',
      });
    },
  );

  app.put(
    '/shop/addresses/:addressNo/default',
    {
      ...memberOfShop,
      config: addressWrites,
      schema: {
        tags: ['shop'],
        summary: '기본 배송지로 설정 (이전 기본 배송지는 같은 트랜잭션에서 해제)',
        params: ShopAddressParams,
        response: { 200: ShopAddress, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId } = await member(request);
      reply.header('cache-control', 'no-store');
      return setDefaultAddress(db, { brand: request.site.brand, userId, addressNo: request.params.addressNo });
    },
  );

  app.delete(
    '/shop/addresses/:addressNo',
    {
      ...memberOfShop,
      config: addressWrites,
      schema: {
        tags: ['shop'],
        summary: '배송지 삭제 (기본 배송지였으면 가장 먼저 등록한 배송지가 기본으로)',
        params: ShopAddressParams,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId } = await member(request);
      await deleteAddress(db, { brand: request.site.brand, userId, addressNo: request.params.addressNo });
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
}
