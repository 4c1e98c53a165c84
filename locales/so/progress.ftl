## Horumarka kooxda ee laylisyadeeda (/progress, report --progress).

cmd-progress = progress
cmd-progress-desc = Horumarka kooxda: dhibcaha iyo waqtiyada
opt-progress-member = xubin
opt-progress-member-desc = Kaliya laylisyada xubintan ka qayb qaadatay (kooxda oo dhan haddii aan la bixin)

progress-title = Horumarka { $whose }
progress-team = kooxda
progress-drills = { $full } laylis oo dhammaystiran ayaa la ciyaaray; { $partial } qayb ah (hore loo joojiyay) iyo { $practice } tababar (dib loo celiyay) waa la kala soocay, marnaba tirooyinka kuma jiraan.
progress-figure = { $figure }: dhexdhexaad { $median5 } { $n5 }-dii u dambeysay (isbeddel { $trend5 }), { $median20 } { $n20 }-kii u dambeeyay (isbeddel { $trend20 })
progress-figure-none = { $figure }: weli laylis dhammaystiran oo leh ma jiro
progress-figure-score = Dhibcaha
progress-figure-detect = Waqtiga ogaanshaha (daq)
progress-figure-mitigate = Waqtiga yareynta (daq)
progress-next-new = Ku tababar marka xigta: { $scenario }, weli si buuxda looma ciyaarin — `{ $command }`
progress-next-gap = Ku tababar marka xigta: { $scenario }, halka kooxdu ugu fog tahay khabiirka ({ $gap } dhibcood) — `{ $command }`
progress-none = Halkan weli laylis ma dhammaan. Mid ku bilow `{ $command }`.

progress-chart-title = Laylisyada waqti ka dib
progress-chart-score-panel = Dhibcaha
progress-chart-minutes-panel = Daqiiqado
progress-chart-score = kooxda
progress-chart-expert = khabiirka
progress-chart-detect = ogaansho
progress-chart-mitigate = yareyn
progress-chart-apart = giraan: qayb ah ama tababar
progress-chart-drills = laylisyada, kii ugu horreeyay marka hore
