/**
 * A posting's poster: the uploaded image (posterUrl) or the seed's generated SVG shown as a data: URL image, so its
 * markup is never put into the page as HTML (an <img> runs no script whatever the SVG holds).
 */
import styled from 'styled-components';

export interface PosterFields {
  title: string;
  posterUrl?: string | null;
  posterSvg?: string | null;
}

/** The image source of a poster, or null when the posting has none. */
export function posterSrc({ posterUrl, posterSvg }: PosterFields): string | null {
  if (posterUrl) return posterUrl;
  if (posterSvg) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(posterSvg)}`;
  return null;
}

/**
 * Posters are 5:7 (the seed draws 300×420). `decorative` when a title next to it already names the posting.
 * `eager` for a poster in the first screen: it is the page's largest paint, and a lazy image waits for layout to find
 * it in view before it even starts (the rest stay lazy).
 */
export function PostingPoster({
  posting,
  decorative = false,
  eager = false,
  className,
}: {
  posting: PosterFields;
  decorative?: boolean;
  eager?: boolean;
  className?: string;
}) {
  const src = posterSrc(posting);
  return (
    <Frame className={className} data-testid="posting-poster">
      {src ? (
        <img
          src={src}
          alt={decorative ? '' : `${posting.title} 포스터`}
          width={300}
          height={420}
          {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        />
      ) : (
        <Placeholder aria-hidden={decorative || undefined} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : `${posting.title} 포스터 없음`}>
          {posting.title.slice(0, 12)}
        </Placeholder>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 5 / 7;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
  text-align: center;
`;
