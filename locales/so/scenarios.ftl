# Scenario titles (one line) and briefings (read out when a drill starts).

scenario-free-play-title = Ciyaar xor ah: subax deggan
scenario-free-play-briefing = Subax deggan 08:00: 1125 req/s oo ku socda 10 mashiin, kaash diyaarsan iyo 100 % miisaaniyadda khaladaadka ee bisha. Wax la qorsheeyay ma jiraan; isku day xakameyn kasta oo eeg waxa ay ku kacdo.

scenario-bad-deploy-title = Sii deyn xun: ilaali miisaaniyadda
scenario-bad-deploy-briefing = Dhis cusub ayaa la sii daayaa 09:10. Bishu horeyba way adkayd: kaliya 20 % miisaaniyadda khaladaadka ayaa haray. Daqiiqado ka dib sii deynta, digniinta xawaaraha gubashadu way dhacdaa. Ilaali miisaaniyadda.

scenario-viral-surge-title = Faafid degdeg ah: kor-u-kac aan cidna saadaalin karin
scenario-viral-surge-briefing = Xiriirka adeegga ayaa si dhakhso ah u faafaya, goor subaxdan ka mid ah ayaa lagu filayaa kor-u-kac gaadiid — ma jiro qof ogaada goorta ama intee la eg yahay. Tusaalooyinka cusub maanta waxay qaataan 8 daqiiqo si ay u bilaabmaan. Marka uu yimaado, ku hay khaladaadka iyo dib-u-dhaca hoose adigoon lacag ku lumin awood aan shaqeyn.

scenario-cache-flush-title = Tirtirka kaashka: kaydka xogta ayaa qaata codsi kasta
scenario-cache-flush-briefing = Kor ugu sarraysa duhurka, qoraal dayactir ayaa kaashka oo dhan tirtira. Codsi kastaa hadda wuxuu aadaa kaydka xogta, kaas oo loo cabbiray heerka caadiga ah ee 85 % garaacid. Adeegga dib u soo celi adigoon kaydka xogta culayn xad-dhaaf ah.
