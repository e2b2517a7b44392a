/**
 * Footer with the brand's company information and links (spec §2.2, §2.3). Where the inquiry panel is
 * mounted (brand A), the "고객문의" link opens it in place instead of leaving for the portal.
 */
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { BrandId, Site } from '../../config/hosts';
import { useInquiryPanel } from '../inquiry/inquiry-context';
import { BrandLogo } from './brand-logo';
import { linkTarget } from './site-links';

export function SiteFooter({ brand, siteOrigins }: { brand: BrandId; siteOrigins: Partial<Record<Site, string>> }) {
  const config = getBrand(brand);
  const inquiry = useInquiryPanel();
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
                <a href={linkTarget(link, siteOrigins).href}>{link.label}</a>
              )}
            </li>
          ))}
        </Links>
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
