/** The brand's logo image; plain <img> because the logos are SVG files in public/. */
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';

export function BrandLogo({ brand, height = 32 }: { brand: BrandId; height?: number }) {
  const config = getBrand(brand);
  // Both logos are drawn on a 200×48 canvas.
  const width = Math.round((height * 200) / 48);
  return <img src={config.logo} alt={config.name} width={width} height={height} data-testid="brand-logo" />;
}
