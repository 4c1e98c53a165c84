# Xiriirka maamulaha ciyaarta ee bogga shabakadda (issue 30): guddiga duritaannada iyo muuqaalka qarsoon.
web-gm-only = Kaliya xiriirka maamulaha ciyaarta ayaa wax duri kara oo muujin kara muuqaalka qarsoon: xiriirkan ma awoodo, waxbana lama beddelin.
web-link-gm = Adiga, maamulaha ciyaarta (duritaannada iyo muuqaalka qarsoon; naftaada u hay): { $url }
web-gm-link = Boggaaga maamulaha ciyaarta, oo leh guddiga duritaannada iyo muuqaalkan oo had iyo jeer cusub (naftaada u hay): { $url }
web-gm-panel = Durid (maamulaha ciyaarta)
web-gm-kind = Durid
web-gm-kind-option = { $kind } — { $usage }
web-gm-size = Cabbir
web-gm-send = Hadda dur
web-gm-note = Duridu waxay dhacdaa daqiiqadda xigta; ciyaartoydu waxay arkaan kaliya saamaynteeda shaashadda.
web-gm-hidden = Waxa ciyaartoydu aysan arkin
# Magaca nooc kasta oo duritaan ah ee guddiga, erayo ahaan (magacyada amarka waa qiimayaasha foomka).
web-gm-kind-surge = Kor u kaca taraafikada (jeer taraafikada)
web-gm-kind-db-slow = Gaabinta kaydka xogta (% awoodda oo lumay)
web-gm-kind-db-recover = Kaydka xogta ayaa soo kabanaya
web-gm-kind-cache-flush = Kaashka oo la madhiyay
web-gm-kind-bad-deploy = Dhismo xun (% taraafikada)
web-gm-kind-retry-storm = Duufaanta codsiyada soo noqnoqda
web-gm-kind-instance-loss = Mashiinno fashilmay (immisa)
