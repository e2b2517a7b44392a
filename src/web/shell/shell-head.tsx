/** Per-page <head>: title, description and Open Graph/Twitter cards with the brand's share image. */
import Head from 'next/head';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import type { SeoProps } from './get-shell-props';

export function ShellHead({ brand, seo }: { brand: BrandId | null; seo: SeoProps | undefined }) {
  const config = brand ? getBrand(brand) : null;
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      {config ? <link rel="icon" href={config.favicon} type="image/svg+xml" key="icon" /> : null}
      {config ? <meta name="theme-color" content={config.theme.primary} key="theme-color" /> : null}
      {seo ? (
        <>
          <title>{seo.title}</title>
          <meta name="description" content={seo.description} key="description" />
          <meta name="keywords" content={seo.keywords} key="keywords" />
          {seo.noIndex ? <meta name="robots" content="noindex, nofollow" key="robots" /> : null}
          <link rel="canonical" href={seo.url} key="canonical" />
          <meta property="og:type" content="website" key="og:type" />
          <meta property="og:locale" content="ko_KR" key="og:locale" />
          <meta property="og:site_name" content={seo.siteName} key="og:site_name" />
          <meta property="og:title" content={seo.title} key="og:title" />
          <meta property="og:description" content={seo.description} key="og:description" />
          <meta property="og:url" content={seo.url} key="og:url" />
          <meta property="og:image" content={seo.image} key="og:image" />
          <meta property="og:image:width" content="1200" key="og:image:width" />
          <meta property="og:image:height" content="630" key="og:image:height" />
          <meta name="twitter:card" content="summary_large_image" key="twitter:card" />
          <meta name="twitter:title" content={seo.title} key="twitter:title" />
          <meta name="twitter:description" content={seo.description} key="twitter:description" />
          <meta name="twitter:image" content={seo.image} key="twitter:image" />
        </>
      ) : null}
    </Head>
  );
}
