# Dhoofinno beddeli lahaa faylal jira, iyo warbixinnada tababarrada dhammaaday.

export-exists = { $count ->
        [one] { $files } horey ayuu u jiraa
       *[other] { $files } horey ayay u jiraan
    }: waxba lama qorin. Dooro magac kale.

# Dib-u-celin: layli wareeg-wareeg ah oo dib loogu celiyay dhowr daqiiqo.

error-rewind-not-turns = Layli wareeg-wareeg ah oo keliya ayaa dib loo celin karaa: kan wuxuu ku socdaa xawaaraha { $pace }, daqiiqadihiisuna saacadda ayay la socdeen.
error-rewind-range = { $max ->
        [0] Weli wax dib loo celiyo ma jiraan: layligu wuxuu joogaa daqiiqaddiisii ugu horreysay.
       *[other] Dib u celi inta u dhaxaysa 1 iyo { $max } daqiiqo.
    }
error-rewind-commander = Taliyaha ({ $commander }) oo keliya ayaa layligan dib u celin kara.
drill-rewound = ⏪ { $who }: layliga dib ayaa loogu celiyay { $minutes ->
        [one] hal daqiiqo
       *[other] { $minutes } daqiiqo
    } ilaa { $clock }; { $dropped ->
        [0] wax tallaabo ah lama tuurin
        [one] hal tallaabo oo dambe ayaa la tuuray
       *[other] { $dropped } tallaabo oo dambe ayaa la tuuray
    }. Layligan hadda waa tababar: shaxda hoggaanka si gaar ah ayuu ugu jiraa, warbixintuna waxay haysaa laantii la tuuray.
report-rewound-title = Dib-u-celin (tababar)
report-rewound-intro = Layligan dib ayaa loo celiyay: dhibcihiisa iyo faylka dib-u-ciyaarka waxay tiriyaan socodka nool oo keliya. Laantii la tuuray:
rewind-entry = { $clock } { $who }: layliga dib ayaa loogu celiyay { $to }
rewind-dropped = { $clock } { $who }: { $action } (dib-u-celin lagu tuuray)
leaderboard-practice = Tababarro (layliyo dib loo celiyay, si gaar ah)
help-rewind = Layliyada wareeg-wareegga ah: rewind N layliga N daqiiqo dib ayuu u celiyaa — tallaabooyinka dambe waa la tuuraa (warbixinta ayay ku jiraan, iyagoo lagu calaamadeeyay dib-u-celin) layliguna wuxuu noqdaa tababar. export NAME marna fayl ma beddelo; “oncall-drill report --db FILE --last --out NAME” wuxuu warbixin ka qoraa layli kasta oo dhammaaday.
cmd-rewind = dibucelin
cmd-rewind-desc = Layli wareeg-wareeg ah dhowr daqiiqo dib ugu celi (tababar: tallaabooyinka dambe waa la tuuraa)
opt-rewind-minutes = daqiiqado
opt-rewind-minutes-desc = Immisa daqiiqo oo la jilay ayaa dib loo celinayaa
help-rewind-title = Dib-u-celin iyo warbixinno
help-rewind-discord = Layli wareeg-wareeg ah, taliyaha (ama qof kasta, inta aan cidna doorka haysan) wuxuu samayn karaa /rewind dhowr daqiiqo: tallaabooyinka dambe waa la tuuraa, xaaladdu waxay isla markiiba muujisaa daqiiqaddii loo noqday, layliguna halkaas ayuu ka sii socdaa isagoo tababar ah, shaxda hoggaanka si gaar ah. Dib-u-eegistu waxay tallaabooyinka la tuuray ku taxdaa “Dib-u-celin (tababar)”; /incident export wuxuu shaqeeyaa xitaa dhammaadka kadib wuuna muujiyaa iyaga.
