/**
 * Footer with the brand's company information and links (spec §2.2, §2.3). Where the inquiry panel is
 * mounted (brand A), the "고객문의" link opens it in place instead of leaving for the portal. Brand A also
 * lists its related chatbots and app store badges (text buttons, from the brand config).
 */
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { BrandId, Site } from '../../config/hosts';
import { useInquiryPanel } from '../inquiry/inquiry-context';
import { useCurrentSite } from '../routing/current-site';
import { BrandLogo } from './brand-logo';
import { linkTarget } from '../routing/site-links';

export function SiteFooter({ brand, siteOrigins }: { brand: BrandId; siteOrigins: Partial<Record<Site, string>> }) {
  const config = getBrand(brand);
  const inquiry = useInquiryPanel();
  const currentSite = useCurrentSite();
  const { relatedChatbots = [], storeBadges = [] } = config.footer;
  return (
    <Wrapper data-testid="site-footer" data-brand={brand}>
      <Inner>
        <Links aria-label="고객 지원">
          {config.footer.links.map((link) => (
            <li key={link.label}>
              {inquiry && link.href.includes('inquiry=open') ? (
                <LinkButton type="button" onClick={inquiry.openPanel} data-testid="footer-inquiry">
                  {link.label}
                </LinkButton>
              ) : (
                <a href={linkTarget(link, siteOrigins, currentSite).href}>{link.label}</a>
              )}
            </li>
          ))}
        </Links>
        {relatedChatbots.length > 0 ? (
          <Extra aria-labelledby="footer-chatbots-heading" data-testid="footer-chatbots">
            <h2 id="footer-chatbots-heading">관련 챗봇</h2>
            <ul>
              {relatedChatbots.map((link) => (
                <li key={link.label}>
                  <a href={linkTarget(link, siteOrigins, currentSite).href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </Extra>
        ) : null}
        {storeBadges.length > 0 ? (
          <Extra aria-labelledby="footer-apps-heading" data-testid="footer-store-badges">
            <h2 id="footer-apps-heading">앱 다운로드</h2>
            <ul>
              {storeBadges.map((badge) => (
                <li key={badge.store}>
                  <StoreBadge href={badge.href} target="_blank" rel="noopener noreferrer" data-store={badge.store}>
                    {badge.label}
                  </StoreBadge>
                </li>
              ))}
            </ul>
          </Extra>
        ) : null}
        <Company>
          <BrandLogo brand={brand} height={24} />
          <address>
            {config.footer.companyInfo.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </Company>
        <Copyright>© {config.company}. All rights reserved.</Copyright>
      </Inner>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  margin-top: 64px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 28px 20px 36px;
  display: grid;
  gap: 16px;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
`;

const Extra = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  h2 {
    font-size: 13px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  a {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StoreBadge = styled.a`
  && {
    display: inline-flex;
    align-items: center;
    height: 32px;
    padding: 0 12px;
    border-radius: 6px;
    background: #111;
    color: #fff;
    font-size: 12px;
    font-weight: 600;
  }
`;

const Company = styled.div`
  display: grid;
  gap: 10px;
  address {
    display: grid;
    gap: 2px;
    font-style: normal;
  }
`;

const Copyright = styled.p`
  font-size: 12px;
`;
