/** A channel's square logo; a channel without one shows its first letter. Decorative beside the channel's name. */
import styled from 'styled-components';
import { channelLogoSrc } from './channel-queries';

export function ChannelLogo({
  channel,
  size = 96,
}: {
  channel: { title: string; logoUrl?: string | null; logoSvg?: string | null };
  size?: number;
}) {
  const src = channelLogoSrc(channel);
  return (
    <Frame $size={size} data-testid="channel-logo">
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" /> : <span aria-hidden="true">{[...channel.title][0]}</span>}
    </Frame>
  );
}

const Frame = styled.div<{ $size: number }>`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ $size }) => Math.round($size * 0.23)}px;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #ffffff;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 800;
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
