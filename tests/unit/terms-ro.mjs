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
  { thing: 'practice (the Trainer is „Antrenament”)', name: 'Exersare', at: { count: ['practice-title'] },
    retired: [/antrenament/iu], in: ['count'] },
  { thing: 'you (the game says „tu”)', name: 'tău', at: { main: ['hint-turn'] },
    retired: [/dvs\./iu, /dumneavoastr/iu, word('(ați|jucați|reveniți|introduceți)')] },
  { thing: 'ten-value card', name: 'carte de 10 puncte', at: { main: ['rule-peek'] }, retired: [/mai mulți de zece/iu] },
  { thing: 'split', name: 'Split', at: { main: ['action-split'], strategy: ['code-P'] }, retired: [/împărțire a perechii|despărț/iu] },
  { thing: 'Blackjack', name: 'Blackjack', at: { main: ['total-blackjack'] }, retired: [/Black Jack/u] },
];

/** What the retired patterns must catch (texts found in the catalogues before) and let be. */
export const samples = {
  retired: ['Banc', 'banc 1000', 'Bancul în', 'Totaluri fixe', 'Fixe', '{0} fix', 'Pariu 5', 'pariul', 'Total pariat', 'deciziile dvs.', 'Ați părăsit', 'mai mulți de zece'],
  kept: ['Sold', 'miză fixă', 'Miză 5', 'Totaluri dure'],
};
