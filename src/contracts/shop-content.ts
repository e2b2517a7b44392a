/**
 * The shop's reading pages (spec §2.3 `/terms`, `/help`): 이용약관 and 개인정보처리방침 as numbered articles,
 * and 자주 묻는 질문 in groups. The text lives in content files on the server (src/server/shop/content), not in pages.
 */
import { type Static, Type } from 'typebox';

export const PolicyArticle = Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) });

export const PolicyDocument = Type.Object({
  id: Type.String({ description: 'terms 이용약관, privacy 개인정보처리방침 (페이지의 앵커)' }),
  title: Type.String(),
  effectiveDate: Type.String({ format: 'date', description: '시행일 (KST 날짜)' }),
  articles: Type.Array(PolicyArticle),
});

export const ShopPolicies = Type.Object({ documents: Type.Array(PolicyDocument) });
export type ShopPolicies = Static<typeof ShopPolicies>;

export const FaqGroup = Type.Object({
  id: Type.String({ description: '그룹의 앵커' }),
  title: Type.String(),
  items: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
});

export const ShopHelp = Type.Object({ groups: Type.Array(FaqGroup), contact: Type.String({ description: '고객센터 안내' }) });
export type ShopHelp = Static<typeof ShopHelp>;
