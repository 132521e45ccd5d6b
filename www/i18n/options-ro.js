// Română: opțiunile cărților, pachetul în patru culori și indicii mari (vezi options-en.js).
export default {
  'four-colour': 'Pachet în patru culori',
  'large-index': 'Indici mari pe cărți',
};
