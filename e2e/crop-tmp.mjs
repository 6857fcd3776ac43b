import sharp from 'sharp';
const [,, file, top, height, out] = process.argv;
const img = sharp(file); const meta = await img.metadata();
const h = Math.min(Number(height), meta.height - Number(top));
await img.extract({ left: 0, top: Number(top), width: meta.width, height: h }).toFile(out);
