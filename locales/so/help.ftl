# Help for players, in the terminal and in Discord.

help-title = oncall-drill — tababar wadajir ah oo ku saabsan ka jawaabista dhacdooyinka
help-intro = Waxaad ku jirtaa kooxda deganaanshaha (on-call) ee adeeg shabakad: isu-dheelitirka culayska ka hor kooxda mashiinnada, kaash ka hor kaydka xogta, iyo bartilmaameedka helitaanka 99.9 %. Daqiiqad kasta moodelku wuxuu xisaabiyaa daahitaanka safka, waqtiga xadka, garaacidda kaashka iyo culayska kaydka xogta iyadoo la adeegsanayo qaacidooyin buug-tacliineed — iyo waxa go'aamadaadu ku kacaan.
help-controls = Xakamaynta (waxay dhaqan galaan daqiiqadda la jilay ee xigta):
help-drill = Layli: { $commands }
help-command-update = { $command } QORAAL (warbixin daneeyayaasha)
help-command-pace = { $command } turns|60s|10s
help-command-advance = { $command } [N] (laylisyada wareeg-wareegga ah)
help-command-export = { $command } MAGAC
help-quit = Ctrl-D ama “quit” waa ka bixid; “{ $command }” ayaa mar dambe sii wada.
help-discord-drill = Layliga (bilaabidda iyo joojinta waxay u baahan yihiin Manage Channels, ama door uu server-ku oggolaaday):
help-score = Sida dhibcaha loo xisaabiyo
help-debrief = Dib-u-eegista
help-debrief-explained = Marka laylis dhammaado, dib-u-eegistu waxay muujisaa waxa dhacay: dhacdooyinka qarsoon ee xaaladda iyo waxay sameeyeen, digniinnada, tallaabooyinkaaga, warbixinnada iyo doorarka, hal jadwal. Kadib tirooyinka dib-u-eegista: waqtiga ogaanshaha (laga bilaabo digniinta koowaad ee dhacdada kadib ilaa tallaabadaada koowaad ee ka dambeysa; isbeddel digniinta ka horreeya ogaansho ma aha), waqtiga yareynta (laga bilaabo digniintaas ilaa aysan digniin dambe iman), “digniin ma jirin” labadaba haddii aysan iman, codsiyada fashilmay iyo kuwa la celiyay, daqiiqadaha page-ka, miisaaniyadda la gubay. Taxanaha ayaa muujiya waxa tallaabo kasta beddeshay { $after } daqiiqo kadib. Laylis hore loo joojiyay waxaa lagu barbardhigaa xaaladda oo dhan: orodkaaga oo la sii wado iyadoo habayntii ugu dambeysay la haystay.
