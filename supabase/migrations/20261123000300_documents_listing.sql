-- /downloads lists the documents bucket for every visitor (spec §2). Public URLs skip RLS,
-- but listing a bucket reads storage.objects, which needs a SELECT policy even for a public
-- bucket; without one a visitor's list is empty however many files an admin uploads.
-- Only this bucket is listable: gallery photos and post images are reached through their rows.
create policy "anyone lists documents" on storage.objects for select to anon, authenticated
  using (bucket_id = 'documents');
