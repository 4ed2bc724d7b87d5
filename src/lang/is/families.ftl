# Orðin sem hver leikjafjölskylda kemur með.

## Myllurnar.
mill-put-white-black = setja hvíta/svarta
mill-put = setja

## Damspil (dönsk damm).
damspil-huff = blása
damspil-who-can-capture = hver getur drepið
damspil-jumps = drepa
damspil-help-enter = velja tölu og færa hana eða drepa með henni að bendlinum (líka bilslá eða smellur)
damspil-help-a-whole-turn-typed-then = heill leikur skrifaður, svo Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = blása (d. at puste) tölunni undir bendlinum á undan leik þínum: tölu sem gat drepið en gerði það ekki
damspil-help-mark-the-pieces-that-can = merkja tölurnar sem geta drepið núna, eða taka merkið af

## Mijnlieff.
mijnlieff-kind = gerð
mijnlieff-help-enter = setja valda gerð á reitinn undir bendlinum (líka bilslá eða smellur)
mijnlieff-help-choose-the-kind-to-place = velja gerðina sem á að setja, með há- eða lágstaf: S línutala, D skátala, P ýtitala, L togtala (svo reit og Enter: Sa1 eða sa1 Enter; d og reitur er skátala, d og röð dálkurinn d)
mijnlieff-help-the-next-kind-in-your = næsta gerð á hendi þinni
