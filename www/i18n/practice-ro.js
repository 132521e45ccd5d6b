// Română: antrenamentul (încărcat cu el, niciodată cu jocul).
export default {
  'practice': 'Antrenament',
  'banner': 'Antrenament — fără bani, nu se numără',
  'exit': 'Înapoi la joc',
  'hands': 'Mâini',
  'kind-mixed': 'Dure, moi și perechi',
  'kind-hard': 'Dure 12–16 contra 2–6',
  'kind-soft': 'Dublări pe mâini moi',
  'kind-pair': 'Perechi',
  'kind-double': 'Dublare pe 9–11',
  'kind-surrender': 'Dure 15–16 contra 9 până la as',
  'kind-insurance': 'Contra unui as',
  'loading': 'Se pregătește antrenamentul…',
  'ready': 'Antrenament: jucați mâna; fiecare decizie e notată. „Împarte cărțile” dă mâna următoare.',
  'score': 'Corect {0} din {1}',
  'failed': 'Antrenamentul nu a putut începe: {0}',
  'left': 'Înapoi în joc.',
};
