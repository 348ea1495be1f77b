/**
 * The club's history by decades (/chronicle, /100). Kept in code: it changes once a decade and
 * has no editor in the admin portal.
 */
export interface ChronicleDecade {
  decade: string;
  title: string;
  text: string;
}

export const CHRONICLE: ChronicleDecade[] = [
  { decade: '1920–1929', title: 'Začátky pod Sokolem', text: 'Národní házenou začali ve Svinově hrát členové místní sokolské jednoty. První zápasy se hrály na louce za sokolovnou, branky stloukli sami hráči.' },
  { decade: '1930–1939', title: 'První soutěže', text: 'Družstvo mužů se zapojilo do župních soutěží. Vzniklo první družstvo žen, které patřilo k nejlepším v kraji.' },
  { decade: '1940–1949', title: 'Válka a obnova', text: 'Za okupace byla činnost Sokola zakázána a házená se hrála jen neoficiálně. Po válce oddíl obnovil soutěže mužů i žen.' },
  { decade: '1950–1969', title: 'Nové hřiště', text: 'Brigádníci z řad členů postavili hřiště s antukovým povrchem, na kterém oddíl hraje dodnes. Začala pravidelná práce s mládeží.' },
  { decade: '1970–1989', title: 'Mládež na výsluní', text: 'Dorostenci a žáci vybojovali několik krajských titulů a postupů na mistrovství republiky. Oddíl vychoval reprezentanty.' },
  { decade: '1990–2009', title: 'Pod hlavičkou TJ Sokol Svinov', text: 'Po obnově Sokola se oddíl stal součástí TJ Sokol Svinov. Muži hráli 1. ligu, přibyla přípravka pro nejmenší.' },
  { decade: '2010–2019', title: 'Generace odchovanců', text: 'Do mužstva dospěli hráči z vlastní mládeže. Oddíl pořádal turnaje mládeže a rekonstruoval šatny.' },
  { decade: '2020–dnes', title: 'Sto let národní házené', text: 'Oddíl oslavil sto let od prvních zápasů. Hraje deset kategorií od kuřátek po muže a ženy a nabírá nové hráče i hráčky.' },
];
