# Scenario titles (one line) and briefings (read out when a drill starts).

scenario-free-play-title = Ciyaar xor ah: subax deggan
scenario-free-play-briefing = Subax deggan { $start }: { $rps } req/s oo ku socda { $instances } mashiin, kaash diyaarsan iyo { $budget } % miisaaniyadda khaladaadka ee bisha. Wax la qorsheeyay ma jiraan; isku day xakameyn kasta oo eeg waxa ay ku kacdo.

scenario-bad-deploy-title = Sii deyn xun: ilaali miisaaniyadda
scenario-bad-deploy-briefing = Dhis cusub ayaa la sii daayaa { $first_at }. Bishu horeyba way adkayd: kaliya { $budget } % miisaaniyadda khaladaadka ayaa haray. Daqiiqado ka dib sii deynta, digniinta xawaaraha gubashadu way dhacdaa. Ilaali miisaaniyadda.

scenario-viral-surge-title = Faafid degdeg ah: kor-u-kac aan cidna saadaalin karin
scenario-viral-surge-briefing = Xiriirka adeegga ayaa si dhakhso ah u faafaya, goor subaxdan ka mid ah ayaa lagu filayaa kor-u-kac gaadiid — ma jiro qof ogaada goorta ama intee la eg yahay. Tusaalooyinka cusub maanta waxay qaataan { $boot } daqiiqo si ay u bilaabmaan. Marka uu yimaado, ku hay khaladaadka iyo dib-u-dhaca hoose adigoon lacag ku lumin awood aan shaqeyn.

scenario-cache-flush-title = Tirtirka kaashka: kaydka xogta ayaa qaata codsi kasta
scenario-cache-flush-briefing = Wakhti ku dhow xilliga ugu sarreeya ee duhurka, hawl dayactir ayaa socota oo kaashka oo dhan tirtirta; cidna uma sheegin kooxda waajibka goorta. Markaas codsi kastaa wuxuu aadaa kaydka xogta, kaas oo loo cabbiray heerka caadiga ah ee { $hit } % garaacid. Ka arag shaashadda, adeeggana dib u soo celi adigoon kaydka xogta culayn xad-dhaaf ah.

scenario-launch-day-title = Maalinta bilaabidda: dhis cusub ka hor bilaabidda weyn
scenario-launch-day-briefing = { $first_at } ayaa la sii daayaa dhiska bilaabidda; { $second_at } ayaa bilaabidda la shaaciyaa, gaadiiduna wuxuu gaari doonaa laba ilaa saddex jeer intii caadiga ahayd muddo saacad ku dhow. Kaliya { $budget } % miisaaniyadda khaladaadka ee bisha ayaa haray, mashiinnada cusubna waxay u baahan yihiin { $boot } daqiiqo si ay u bilaabmaan. Bilaabidda ha istaagto oo miisaaniyadda ilaali.

scenario-db-degradation-title = Kaydka xogta oo liita: kala bar kayd xog ah xilliga ugu sarreeya
scenario-db-degradation-briefing = Qiimayaashu waa inay cusub ahaadaan, sidaas darteed kaashku jawaabaha wuxuu hayaa { $ttl } s oo keliya, kaydka xogtuna shaqada inteeda badan ayuu qabtaa. Qiyaastii duhurka mid ka mid ah nuqulladiisa ayaa qiyaastii saddex rubuc saacad ka bixi doona, wuxuuna la tegi doonaa kala bar awoodda. { $budget } % miisaaniyadda khaladaadka ee bisha ayaa haray. Adeeggu ha sii jawaabo.

scenario-zone-outage-title = Go’doominta aagga: saddex meelood meel kooxda mashiinnada ayaa damta
scenario-zone-outage-briefing = Kooxda mashiinnadu waxay ku kala firirsan yihiin saddex aag oo la heli karo, waxayna ku shaqeeyaan awood cidhiidhi ah, iyadoo balaadhinta tooska ahi ay ujeeddadeedu tahay { $target } %. Bixiyaha ayaa ka digaya in aag ka mid ahi aanu xasilloonayn xilliga ugu sarreeya ee duhurka; haddii uu damo, mashiinnadiisu way la damayaan. Kuwa beddelaya waxay u baahan yihiin { $boot } daqiiqo si ay u bilaabmaan, macaamiishuna codsiyada fashilma intooda badan isla markiiba way ku celiyaan. Kaliya { $budget } % miisaaniyadda khaladaadka ee bisha ayaa haray.

scenario-retry-storm-title = Duufaanta isku-dayga: tirtir kaash iyo macaamiil isla markiiba ku celiya
scenario-retry-storm-briefing = Wakhti ku dhow xilliga ugu sarreeya ee duhurka, hawsha dayactirka ee kaashka oo dhan tirtirta ayaa mar kale socota, sidii bishii hore, cidna mar kale ma sheegto goorta. Tan iyo markaas barnaamijka taleefanku codsiyada fashilma isla markiiba wuu ku celiyaa: kala badh ayaa daqiiqadda xigta soo noqda iyagoo ku dul kordha kuwa cusub, sidaas darteed culayska xad-dhaafka ahi isagaa is quudiya. Kala badh miisaaniyadda khaladaadka ee bisha ayaa haray. Jebi duufaanta.

scenario-bad-ttl-push-title = Riixid TTL xun: kaashku wax ma kaydiyo
scenario-bad-ttl-push-briefing = Koox kale ayaa subaxdan sii daaya beddel habayn oo kaashka ah, cidna si fiican uma eegin; cidna uma sheegin kooxda waajibka goorta uu baxayo. { $budget } % miisaaniyadda khaladaadka ee bisha ayaa haray. La soco kaashka iyo kaydka xogta, oo dib u celi waxa riixiddu jebiso.

# Added to a briefing when the scenario states a freshness limit (`freshness_limit_s`).
scenario-freshness-limit = Jawaabuhu waa inay cusub ahaadaan: jawaab kasta oo la bixiyo oo ka duugsan { $limit } s waxay dhibco ka jartaa (qaybta jawaabaha duugoobay).
