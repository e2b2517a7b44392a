/** 미디어킷 (corporate `/media-kit`; spec §6 미디어킷 다운로드, ADR 26): the product's figures, print-ready. */
import { MediaKitPage } from '@/web/corporate/media-kit-page';
import { mediaKitServerSideProps } from '@/web/corporate/media-kit-ssr';

export const getServerSideProps = mediaKitServerSideProps;

export default MediaKitPage;
