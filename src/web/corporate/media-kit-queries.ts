/** The media kit's query: one key and fetcher, shared by getServerSideProps and the browser. */
import { getMediaKitFigures, type MediaKitFigures } from '../api/media-kit-api';

export const mediaKitQuery = (client: Parameters<typeof getMediaKitFigures>[0]) => ({
  queryKey: ['media-kit'] as const,
  queryFn: (): Promise<MediaKitFigures> => getMediaKitFigures(client),
});
