import type { Metadata } from 'next';
import { CHRONICLE } from '@/features/club-history/chronicle';

export const metadata: Metadata = { title: 'Kronika', description: 'Historie oddílu národní házené po desetiletích.' };

/** /chronicle: the club's history by decades. */
export default function ChroniclePage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Kronika</h1>
      <ol className="flex flex-col gap-6 border-l-2 border-primary pl-6">
        {CHRONICLE.map((entry) => (
          <li key={entry.decade} className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-primary">{entry.decade}</span>
            <h2 className="text-xl font-semibold">{entry.title}</h2>
            <p className="text-default-700">{entry.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
