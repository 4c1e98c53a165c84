# Dib-u-eegista: waxa dhacay (dhacdooyin qarsoon, digniinno, tallaabooyin, warbixinno,
# doorar), tirooyinka dib-u-eegista, iyo saadaasha layli la joojiyay.

review-happened-title = Waxa dhacay
review-event-bad-deploy = { $clock } dhis xun ayaa bilaabay in la fidiyo: khaladaadka { $before } → { $after } ilaa { $until }
review-event-cache-flush = { $clock } qoraal dayactir ayaa faaruqiyay { $share } kaydka: helitaanka kaydka { $before } → { $after }
review-event-surge-start = { $clock } kor u kac taraafik ayaa bilaabmay: { $before } → { $after } ilaa { $until }
review-event-surge-end = { $clock } kor u kaca taraafikada wuu dhammaaday: { $before } → { $after }
review-event-db-capacity-start = { $clock } kaydka xogta ayaa awood lumiyay: { $before } → { $after } weydiimood/s
review-event-db-capacity-end = { $clock } kaydka xogta wuxuu ku soo noqday awood buuxda: { $before } → { $after } weydiimood/s
review-event-lose-instances = { $clock } cillad aag ayaa joojisay tusaalooyin: { $before } → { $after } shaqaynaya
review-event-ttl-push = { $clock } riixid habayn ayaa beddeshay TTL-ka kaydka: { $before } → { $after }
review-alert-page-start = { $clock } page: miisaaniyadda khaladaadka ayaa si degdeg ah u gubanaysa
review-alert-page-end = { $clock } page-ku wuu dhammaaday
review-alert-warn-start = { $clock } digniin: miisaaniyadda khaladaadka ayaa gubanaysa
review-alert-warn-end = { $clock } digniintu way dhammaatay
review-action = { $clock } { $who }: { $action }
review-update = { $clock } { $who }: warbixin loogu talagalay daneeyayaasha ayaa la dhajiyay
review-role = { $clock } { $member } hadda waa { $role }
review-role-given = { $clock } { $by }: { $member } waxaa laga dhigay { $role }
review-numbers-title = Tirooyinka dib-u-eegista
review-detect = Waqtiga ogaanshaha (digniinta saacadda { $alert } → tallaabada koowaad ee ka dambeysa): { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    }
review-detect-no-alert = Waqtiga ogaanshaha: digniin ma jirin
review-detect-no-action = Waqtiga ogaanshaha: tallaabo lama qaadin digniinta saacadda { $alert } kadib
review-mitigate = Waqtiga yareynta (digniinta saacadda { $alert } → markaas kadib digniin ma jirto): { $minutes ->
        [one] { $minutes } daqiiqo
       *[other] { $minutes } daqiiqo
    }
review-mitigate-no-alert = Waqtiga yareynta: digniin ma jirin
review-mitigate-open = Waqtiga yareynta: digniinta saacadda { $alert } weli si buuxda uma dhammaan daqiiqaddii ugu dambeysay
review-failed = Codsiyada fashilmay: { $count }
review-shed = Codsiyada la celiyay: { $count }
review-paging = Daqiiqadaha page-ka: { $minutes }
review-budget = Miisaaniyadda khaladaadka ee la gubay: { $budget } bisha
review-projected = Layliga waxaa la joojiyay { $stopped }: tirooyinka hoose waa saadaal ilaa { $until }, iyadoo habayntii ugu dambeysay la haystay.
review-projected-team = Adiga, saadaal: { $score } · miisaaniyadda la isticmaalay { $budget }
