// Romanian: one name for each thing (see terms.mjs for the fields).
import { word } from './terms-word.mjs';

export default [
  { thing: 'bankroll', name: 'sold', at: { main: ['bankroll'], session: ['line-actual', 'round-label', 'graph-label', 'round-detail'], simulate: ['bankroll'] },
    // „banc” is a joke.
    retired: [word('banc(ul|ului|uri)?')] },
  { thing: 'bet', name: 'miz', at: { main: ['action-bet', 'hand-bet', 'group-bets'], simulate: ['bet'] },
    // The seed says both; „miză” is the table's word for the stake („miza minimă de pe masă”).
    retired: [word('pariu\\p{L}*'), word('pari(ez|ezi|ază|at|ate|ind)')] },
  { thing: 'hard total', name: 'dur', at: { strategy: ['hard', 'kind-hard', 'cell-hard', 'index-hand'] },
    // The sheet: „mână dură”, paired with „moale”. A flat bet is „miză fixă” (singular): not this.
    retired: [/totaluri fixe/iu, word('fix(e)?')] },
  { thing: 'round (not a hand)', name: 'rund', at: { count: ['edge', 'edge-between'] },
    retired: [/mâna următoare/iu, /între mâini/iu, /fiecare mână/iu], in: ['count'] },
  { thing: 'practice (the drill; the Trainer, which grades the game, is „Antrenament”)', name: 'Exersare', at: { count: ['practice-title'], practice: ['practice', 'banner', 'ready'] },
    // The drills deal hands (practice) or cards (count) for nothing: „Exersare”; „Antrenament” is the Trainer's name alone (main and strategy `trainer`).
    retired: [/antrenament/iu], in: ['count', 'practice', 'review', 'session', 'fair', 'options', 'simulate'] },
  { thing: 'the Trainer', name: 'Antrenament', at: { main: ['trainer'], strategy: ['trainer'] }, retired: [word('antrenor\\p{L}*')] },
  { thing: 'you (the game says „tu”)', name: 'tău', at: { main: ['hint-turn'] },
    retired: [/dvs\./iu, /dumneavoastr/iu, word('(ați|jucați|reveniți|introduceți)')] },
  { thing: 'ten-value card', name: 'carte de 10 puncte', at: { main: ['rule-peek'] }, retired: [/mai mulți de zece/iu] },
  { thing: 'split', name: 'Split', at: { main: ['action-split'], strategy: ['code-P'] }, retired: [/împărțire a perechii|despărț/iu] },
  { thing: 'Blackjack', name: 'Blackjack', at: { main: ['total-blackjack', 'outcome-blackjack', 'rule-blackjack-pays'] },
    // Capital as a label's first word (a hand's total, an outcome, a rules line); inside a sentence a common noun: „blackjack”, „blackjackul”.
    retired: [/Black Jack/u, /[\p{Ll},;:]\s+Blackjack/u] },
  { thing: 'a decision (what the player does at a hand: never a chess „mutare”)', name: 'decizi',
    at: { main: ['hint-text', 'tr-right', 'tr-cost'], strategy: ['chart-cost', 'differs-legend', 'differs-cell', 'kind'], review: ['cost', 'help'], session: ['progress-by-kind', 'progress-kind'], practice: ['ready'] },
    retired: [word('mut(are|ări|ării|area|ările|ărilor|a)'), word('mișcar\\p{L}*'), word('variant\\p{L}*'), /felul deciziei/iu, /^fel(ul)?$/iu] },
  { thing: 'expected value', name: 'valoare', at: { strategy: ['chart-return', 'lost'], session: ['progress-overall', 'progress-per-100', 'graph-explain'], review: ['help'], count: ['edge'] },
    // „valoare(a) așteptată”; what is lost is „valoare așteptată pierdută” (never „EV”); the graph's lines are the bankroll's expectation: „sold așteptat”.
    retired: [word('EV'), /rezultat\p{L}* (mediu )?așteptat/iu, /^așteptat/iu, /așteptarea/iu, /pierdere la 100/iu] },
  { thing: 'expected value (the wording)', name: 'valoare așteptată', at: { strategy: ['lost'], session: ['progress-overall', 'progress-per-100'], review: ['option-value'] }, retired: [] },
  { thing: 'index plays', name: 'abateri după indici', at: { strategy: ['indices', 'kind-deviations', 'indices-none-here'], session: ['kind-index'], count: ['not-shoe'] },
    // One play: „abatere după indice” (index-at, index-under). A card's corner is „indici mari” (options), not this.
    retired: [/indici de abatere/iu, /jocuri după/iu, word('index'), /calculează indicii/iu, /^indicii nu/iu, /nu (are|există) indici/iu] },
  { thing: 'the continuous shuffler', name: 'mașină de amestecare continuă', at: { main: ['rule-shuffle-continuous'], strategy: ['indices-none-here'] },
    retired: [/amestecător/iu, /amestecare continuu/iu] },
  { thing: 'net (a round\'s, a session\'s)', name: 'rezultat', at: { session: ['net', 'reality-text', 'left-text', 'round-label', 'round-detail'], review: ['round-net', 'hand-net'] },
    // Always „rezultat net”; „net” alone reads as an accountant's word.
    retired: [/netul/iu, /(?<!rezultat(ul)?(\stău)?\s)(?<!\p{L})net(?!\p{L})/iu] },
  { thing: 'seed (the number that shuffles: revealed after a round, typed in Simulate, `--seed`)', name: 'seed', at: { main: ['fair-seed', 'history-seed'], fair: ['fair-text'], simulate: ['seed', 'seed-used'], session: ['kept-why-no-seed'] },
    // One thing: the fair deal's number, kept secret until the round ends, is the seed; „sămânță” is a calque nobody uses at a table, „număr secret” misnames the seed a player types in Simulate.
    retired: [/sămân/iu, /număr(ul|ului)? secret/iu] },
  { thing: 'wording fixed in issue 33', name: '', at: {},
    // Numbers from 20 up take „de”; the card the dealer shows is named after a colon (no article to agree); a done action is „a fost”; a no-break space before „—”.
    retired: [/limita de \{0\} treceri/iu, /arată \{0\}/u, /de versiunea/iu, /este (copiat|șters)/iu, /erau deja/iu, /nu se numără/iu, /se poate juca în continuare/iu, /European(?!ă)/u, / —/u] },
];

/** What the retired patterns must catch (texts found in the catalogues before) and let be. */
export const samples = {
  retired: ['Banc', 'banc 1000', 'Bancul în', 'Totaluri fixe', 'Fixe', '{0} fix', 'Pariu 5', 'pariul', 'Total pariat', 'deciziile dvs.', 'Ați părăsit', 'mai mulți de zece',
    // Issue 33.
    'Antrenament: jucați mâna; fiecare decizie e notată.', 'Antrenament — fără bani, nu se numără', 'Se pregătește antrenamentul…',
    'Cea mai bună mutare: „Split”.', 'Mutarea „Carte” a costat 0,120', 'Costul variantei alese: {0}', 'După felul deciziei', 'Fel',
    'Rezultatul așteptat cu acest tabel', 'EV pierdut', 'Așteptat cu deciziile tale', 'Pierdere la 100',
    'Indici de abatere (Hi-Lo)', 'Jocuri după index', 'Se calculează indicii pentru această masă', 'Indicii nu au putut fi calculați: {0}', 'iar masa nu are indici', 'față de așteptarea cu deciziile tale',
    'un amestecător continuu', 'Netul rundei: {0}', 'Runda {0}: net {1}', 'net {0}',
    'Numărul secret al ultimei runde:', 'Număr secret', 'Sămânță (seed)',
    'Bani egali pentru Blackjack pe boxul {0}?', 'verifică dacă are Blackjack', 'limita de {0} treceri', 'Dealerul arată {0}.', 'de versiunea {0}',
    'Linkul este copiat.', 'Istoricul rundelor este șters.', '{1} erau deja', 'European', 'Soldul final — sesiuni'],
  kept: ['Sold', 'miză fixă', 'Miză 5', 'Totaluri dure',
    'Exersare\u00a0— fără bani, nu intră în statistici', 'Cea mai bună decizie: „Split”.', 'Valoarea așteptată cu acest tabel este',
    'Sold așteptat cu deciziile tale', 'soldul așteptat', 'Abatere după indice pentru 16 dur contra 10', 'Indici mari pe cărți', 'Rezultat net', 'Rezultatul net al rundei: {0}', 'Rezultatul tău net', 'la fel de bun',
    'rezultat net {0}', 'Seed-ul ultimei runde:', 'numărul ținut secret', 'Blackjack se plătește 3 la 2', 'Masa de blackjack', 'blackjackul dealerului',
    'Cartea la vedere a dealerului: {0}.', 'Soldul final\u00a0— sesiuni', '12–16 dur', 'Dealerul arată un as', 'din versiunea {0}', 'Europeană', 'internet', 'Tip de decizie', 'Valoare așteptată pierdută la 100 de decizii', 'Abateri după indici'],
};
