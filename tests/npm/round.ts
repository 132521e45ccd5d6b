// Plays whole rounds through the npm package's API, type-checked by tsc
// against the package's own .d.ts (strict mode): a wrong field name, a
// missing null check or a bad argument type fails the compile.
import init, { Table, presets, type Snapshot, type PresetView, type RefusedAction } from "../../target/npm/blackjack.js";

export interface Played {
  tables: string[];
  rounds: number;
  outcomes: string[];
  bankrolls: number[];
  refusal: { code: string; message: string; max: string | undefined };
}

export async function play(wasm: Uint8Array, roundsPerTable: number): Promise<Played> {
  await init({ module_or_path: wasm });
  const list: PresetView[] = presets();
  const played: Played = { tables: [], rounds: 0, outcomes: [], bankrolls: [], refusal: { code: "", message: "", max: undefined } };
  for (const preset of list) {
    played.tables.push(preset.name);
    const table = new Table(preset.name, 1000);
    for (let n = 0; n < roundsPerTable; n++) {
      table.bet(1, preset.rules.min_bet);
      table.deal();
      let snap: Snapshot = table.snapshot();
      while (snap.phase !== "betting") {
        if (snap.offer !== null) {
          if (snap.offer.kind === "insurance") table.declineInsurance();
          else table.declineEvenMoney();
        } else {
          const hand = snap.hands.find((h) => h.active);
          if (hand === undefined) throw new Error("playing, but no hand is active");
          if (hand.total < 17 && snap.legal.includes("hit")) table.hit();
          else table.stand();
        }
        snap = table.snapshot();
      }
      played.rounds += 1;
      for (const hand of snap.hands) if (hand.outcome !== null) played.outcomes.push(hand.outcome);
      played.bankrolls.push(snap.bankroll);
    }
    try {
      table.bet(1, preset.rules.max_bet + 1);
    } catch (e) {
      const refused = e as RefusedAction;
      played.refusal = { code: refused.code, message: refused.message, max: refused.params["max"] };
    }
    table.free();
  }
  return played;
}
