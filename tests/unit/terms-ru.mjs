// Russian: one name for each thing (see terms.mjs for the fields).
import { word } from './terms-word.mjs';

export default [
  { thing: 'bankroll', name: 'баланс', at: { main: ['bankroll'], session: ['line-actual', 'round-label'], simulate: ['bankroll', 'spread-ruin-value'] },
    // «Банк» is the house in the sheets (002: «каждый участник играет против банка»).
    retired: [word('банк(а|у|ом|е)?'), /банкролл/iu] },
  { thing: 'hit', name: 'Ещё', at: { main: ['action-hit'], strategy: ['code-H', 'code-D', 'code-Rh'] },
    retired: [/взять карту/iu, /иначе взять/iu] },
  { thing: 'stand', name: 'Хватит', at: { main: ['action-stand'], strategy: ['code-S', 'code-Ds', 'code-Rs'] },
    // The dealer «останавливается» on 17 (a rule); the player's move is «Хватит».
    retired: [/остановиться/iu] },
  { thing: 'session', name: 'сесси', at: { main: ['session', 'tr-total'], session: ['title'] }, retired: [word('сеанс\\p{L}*')] },
  { thing: 'shuffle', name: 'тасов', at: { main: ['fair-title'], count: ['quiz-shuffle'] }, retired: [/перемеш/iu] },
  { thing: 'surrender', name: 'Сюрренд', at: { main: ['action-surrender'], strategy: ['code-Rh'] }, retired: [/сдача|сдаться/iu] },
  { thing: 'split', name: 'Сплит', at: { main: ['action-split'], strategy: ['code-P'] }, retired: [/разделени/iu] },
  { thing: 'ten-value card', name: 'карт', at: { main: ['rule-peek'], strategy: ['indices-no-hole'] },
    // «десятка» is the 10 card only; the ten-value cards are «карты в 10 очков».
    retired: [word('десят(ок|ки|кам|ками|ках)'), /достоинством десять/iu] },
  { thing: 'pair bonus', name: 'Бонус за пару', at: { main: ['action-pair'] }, retired: [/бонус\p{L}* на пару/iu] },
  { thing: 'the Trainer', name: 'Тренажёр', at: { main: ['trainer'], strategy: ['trainer'] }, retired: [word('тренер\\p{L}*')] },
  // Issue 33: one name for each thing of the panels (review, practice, lifetime progress, index plays, fair deal).
  { thing: 'expected value', name: 'Ожидание', at: { strategy: ['chart-return'], session: ['line-taken', 'graph-explain'], review: ['option-value', 'help'], count: ['edge'] },
    // The value of a move is its «ожидание» (матожидание), never «ценность» nor a Latin EV.
    retired: [word('доход\\p{L}*'), word('ценност\\p{L}*'), word('EV')] },
  { thing: 'EV lost', name: 'Цена ошибок', at: { main: ['tr-total'], strategy: ['lost'], session: ['progress-overall', 'progress-per-100'] },
    // What the mistakes cost: «Цена ошибок» («Ошибок за сессию: 0,50» read as a count of mistakes).
    retired: [word('потер(я|и|ю|ей|ь)'), /(?<!цена )ошибок за сесси/iu] },
  { thing: 'best', name: 'Лучший ход', at: { main: ['hint-text', 'tr-right', 'tr-cost'], review: ['grade-best'], session: ['decision', 'progress-mistake'], strategy: ['differs-cell'] },
    // A decision is the moment, a move («ход», masculine) what is played there: «выбран», «лучший».
    retired: [word('лучшее'), word('лучше'), word('выбрано')] },
  { thing: 'index plays', name: 'Отклонени', at: { strategy: ['indices', 'kind-deviations', 'index-at', 'index-under', 'indices-none-here'], session: ['kind-index'], count: ['not-shoe'] },
    retired: [/индекс\p{L}* отклонени/iu, /игр\p{L}* по индекс/iu, word('индексн\\p{L}*'), /(?<!\p{L})индекс(?!\p{L})\s*(\{|\d)/iu] },
  { thing: 'the engine’s names (a ten is 10, the ace «туза», «против» for v)', name: 'против', at: { strategy: ['cell', 'index-hand', 'index-pair'], practice: ['kind-hard', 'kind-surrender'] },
    retired: [word('v'), word('vs'), word('T'), /surrender|insurance/iu, /\d\s*[—–-]\s*туза/iu] },
  { thing: 'the dealer’s ace after «против»', name: 'туза', at: { strategy: ['up-ace', 'indices-no-hole'], practice: ['kind-surrender', 'kind-insurance'], main: ['rule-even-money-ace'] },
    retired: [/против A(?!\p{L})/u] },
  { thing: 'continuous shuffler', name: 'машин', at: { main: ['rule-shuffle-continuous'], strategy: ['indices-none-here'] },
    // «машина непрерывной тасовки»; «Шафл-машина» stays the name of a table (table-shuffle-machine).
    retired: [/непрерывного действия/iu, /шафл-машин\p{L}* непрерыв/iu] },
  { thing: 'continuous shuffler, the rest of its name', name: 'непрерывной тасовки', at: { main: ['rule-shuffle-continuous'], strategy: ['indices-none-here'] }, retired: [] },
  { thing: 'export', name: 'Сохранить', at: { main: ['history-export'], strategy: ['export-svg', 'export-png'], session: ['kept-export', 'kept-export-csv'] },
    // One verb for writing a file, beside «Сохранить SVG/PNG»; reading one in: «Добавить из файла».
    retired: [word('экспорт\\p{L}*'), word('импорт\\p{L}*')] },
  { thing: 'seed', name: 'Зерн', at: { main: ['fair-seed', 'history-seed', 'fair-order'], fair: ['fair-text'], simulate: ['seed', 'seed-used'], session: ['kept-why-no-seed'] },
    // The round's seed is the fair deal's "secret number": one thing, one name (fair-text says it is kept secret till the round ends).
    retired: [/секретн\p{L}* числ/iu, word('сид(а|у|ом|е|ы|ов)?')] },
  { thing: 'net', name: 'Итог', at: { session: ['net', 'reality-text', 'round-label'], review: ['round-net', 'hand-net'] }, retired: [word('нетто')] },
  { thing: 'the review replays, never «проигрывается»', name: 'Пересчитываем', at: { review: ['loading'] }, retired: [/проигрыва\p{L}* заново/iu] },
  { thing: 'doubles', name: 'Удвоения', at: { practice: ['kind-soft', 'kind-double'], session: ['kind-double'] }, retired: [/мягкие удвоения/iu] },
  { thing: 'time played (the minutes read in the nominative)', name: 'Время', at: { session: ['time', 'reality-text'] }, retired: [/играете уже/iu] },
  // Typography: a no-break space before a dash and between a number and its unit.
  { thing: 'no-break space before «—»', name: '\u00a0—', at: { main: ['hint-min'], strategy: ['cell'], practice: ['banner', 'ready'], review: ['help'], simulate: ['finals'] },
    retired: [/[^\u00a0(]—/u, /[}\d] (с|ч|мин)(?!\p{L})/u] },
  // Action names inside sentences are always in «»: the templates that put one there quote it.
  { thing: 'action names quoted', name: '«{', at: { main: ['hint-text', 'tr-right', 'tr-cost'], strategy: ['cell', 'chart-right', 'chart-cost', 'index-at', 'index-under'], review: ['step-decision', 'what-if'], session: ['decision', 'decision-right', 'progress-mistake'] },
    retired: [] },
];

/** What the retired patterns must catch (texts found in the catalogues before) and let be. */
export const samples = {
  retired: ['Банк', 'банк 1000', 'для банкролла', 'Взять карту', 'Удвоить, иначе взять', 'Остановиться', 'Ошибки за сеанс', 'Шуз перемешан', 'больше десяток',
    // Issue 33, as found:
    'Ошибок за сессию: {0}', 'Раунд проигрывается заново с точными шансами…', 'Индекс 16 v T surrender', 'Индекс insurance', 'против T',
    'Индексы отклонений (Hi-Lo)', 'Игра по индексам', 'Индекс {0}: «{1}» при истинном счёте {2} ≥ {3}.',
    'Вы играете уже {0}.', 'выбрано', 'лучшее', '{0} (лучше: {1}, цена {2})', 'Потеря ожидания на 100 решений: {0}', 'Потеря EV', 'Потеря на 100',
    '{0}, ценность {1} на единицу ставки', 'Мягкие удвоения', 'Жёсткие 15–16 против 9 — туза', 'Минимальная ставка — {0}.', '(всего {1} с)',
    'шафл-машина непрерывного действия', 'Экспорт в JSON', 'Импорт из JSON или CSV', 'экспортируйте историю', 'Секретное число последнего раунда:', 'нет сида и позиции в потоке'],
  kept: ['Баланс', 'Ещё', 'Хватит', 'Дилер останавливается на любых 17', 'десятка',
    'Цена ошибок за сессию: {0}', 'Пересчитываем раунд по точным шансам…', 'Отклонение по индексу, жёсткие 16 против 10: «Хватит» при истинном счёте +0,5 ≥ 0.',
    'Отклонения по индексам (Hi-Lo)', 'Ниже индекса', 'нет индекса в пределах ±12', 'Время игры: 21 минута.', '(выбран, лучший)', 'Лучший ход: «Ещё».',
    'Цена ошибок на 100 решений: 1,20', 'Удвоения на мягких руках', 'Жёсткие 15–16 против 9, 10 и туза', 'Минимальная ставка\u00a0— 5.', '(всего 12\u00a0с)',
    'в машине непрерывной тасовки', 'Шафл-машина', 'Сохранить JSON', 'Добавить из файла JSON или CSV', 'Зерно последнего раунда:', 'нет зерна и позиции в потоке',
    'Крупные индексы карт', 'Стандартное отклонение', 'Hi-Lo', 'TC:UNITS', 'SHA-256 этого зерна:', 'blackjack verify --seed …'],
};
