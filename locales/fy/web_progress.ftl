# De fuortgongsside fan in server op it web, allinnich te lêzen (issue 31): /p/TOKEN.
web-progress-link = Itselde op in webside (elkenien mei de keppeling kin it lêze): { $url }
web-progress-chart-alt = De oefeningen fan it team troch de tiid: de skoare fan elke oefening neist dy fan de ekspert mei itselde sied, dêrnei de minuten oant ûntdekken en oant beheinen
web-progress-table = De tekene oefeningen, de âldste earst
web-progress-col-n = #
web-progress-col-scenario = Senario
web-progress-col-kind = Soarte
web-progress-col-score = Skoare
web-progress-col-expert = Ekspert
web-progress-col-detect = Oant ûntdekken (min)
web-progress-col-mitigate = Oant beheinen (min)
web-progress-kind-full = folslein
web-progress-kind-partial = foar in part (betiid stoppe)
web-progress-kind-practice = oefenjen (weromspile)
web-progress-watching = Dizze side lit de fuortgong fan de server sjen sa't er no stiet, op syn meast ien kear yn 'e minút opnij berekkene út de bewarre oefeningen; elkenien mei de keppeling kin him lêze.
