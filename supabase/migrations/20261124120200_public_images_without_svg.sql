-- Issue 16 §7: the public image buckets take raster images only. They served any image/* inline to
-- anyone, SVG included — a document that can carry scripts. The app refuses SVG with a Czech
-- message before uploading (src/lib/storage-image.ts); Storage now refuses it too, for uploads made
-- past the app.
update storage.buckets
  set allowed_mime_types = array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
  where id in ('club-assets', 'blog-images', 'photo-gallery');
