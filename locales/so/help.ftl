# Help for players, in the terminal and in Discord.

help-title = oncall-drill — tababar wadajir ah oo ku saabsan ka jawaabista dhacdooyinka
help-intro = Waxaad ku jirtaa kooxda deganaanshaha (on-call) ee adeeg shabakad: isu-dheelitirka culayska ka hor kooxda mashiinnada, kaash ka hor kaydka xogta, iyo bartilmaameedka helitaanka { $slo_pct } %. Daqiiqad kasta moodelku wuxuu xisaabiyaa daahitaanka safka, waqtiga xadka, garaacidda kaashka iyo culayska kaydka xogta iyadoo la adeegsanayo qaacidooyin buug-tacliineed — iyo waxa go'aamadaadu ku kacaan.
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
help-command-rewind = { $command } N

# `play`'s short help: each control on one line after its syntax (no figures: `help NAME`
# gives the ranges and the whole text), then where to read more.
play-help-short-floor = ugu yaraan kooxda; mashiinnada cusubi marka hore way kacaan
play-help-short-autoscale = kooxdu waxay la korto oo la yaraataa culayska
play-help-short-target = isticmaalka uu autoscaler-ku higsanayo
play-help-short-ttl = inta uu kaashku jawaab hayo
play-help-short-warmup = buuxi kaashka, oo culays ku ah kaydka xogta
play-help-short-shed = diid qayb ka mid ah taraafikada mudnaanta hoose
play-help-short-feature = sifada culus “talooyinka”
play-help-short-rollback = dib u geli dhismihii ugu dambeeyay ee wanaagsanaa
play-help-more = “help AMAR” wax badan ayuu ka sheegaa mid (help rollback); “help score”, “help debrief” iyo “help lessons” waxay sharxaan dib-u-eegista.
# `help COMMAND` for the drill's own commands at the prompt.
play-help-status = status wuxuu muujiyaa shaashadda oo dhan ee daqiiqadda hadda: taraafikada, khaladaadka, daahitaanka, kooxda, kaashka, kaydka xogta, miisaaniyadda khaladaadka iyo digniinta.
play-help-why = why wuxuu tababaraha weydiiyaa qaybta ugu badan ee khaladaadka daqiiqaddan, iyo silsiladda sababaha ka dambeysa.
play-help-chart = chart wuxuu jaantuska tooska ah ku qoraa galka --charts, wuxuuna sheegaa meesha.
play-help-update = update QORAAL wuxuu daneeyayaasha u diraa warbixin leh tirooyinka daqiiqadda. Inta digniin jirto, mid ayaa si joogto ah loo baahan yahay, waana lagu xasuusinayaa; warbixinaha waa lagu xisaabiyaa dhibcaha.
play-help-pause = pause wuxuu joojiyaa saacadda layli waqti dhab ah; resume ayaa dib u bilaaba.
play-help-resume = resume wuxuu dib u bilaabaa saacadda layli la hakiyay.
play-help-stop = stop hadda ayuu laylika joojiyaa, oo leh dib-u-eegis iyo dhibco (terminal-ka marka hore wuu ku weydiiyaa). Layli hore loo joojiyay waxaa lagu barbar dhigaa muuqaalka oo dhan.
play-help-advance = advance [N] wuxuu layli wareeg-wareeg ah hore ugu dhaqaajiyaa N daqiiqo oo la jilay (hal haddii aan N la qorin), kadibna wuxuu muujiyaa shaashadda.
play-help-model = model wuxuu muujiyaa qaacidooyinka moodelka iyo ilahooda.
play-help-help = help wuxuu muujiyaa xakamaynta iyo amarrada; help AMAR wax badan ayuu ka sheegaa mid.
play-help-unknown = Caawimaad laguma hayo “{ $topic }”. Qor “help” si aad u aragto amarrada.
play-help-did-you-mean = Caawimaad laguma hayo “{ $topic }” — ma waxaad ula jeeddaa “help { $suggestion }”?
