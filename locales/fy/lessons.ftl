# It neist inoar fan de debrief (de aksjes fan it team en fan de ekspert, mei syn redenen)
# en wat elk beslút koste (de oefening op 'e nij mei ien feroaring tagelyk).

lessons-title = Wat elk beslút koste
lesson-without-cost = { $action } om { $clock } hat jo wat koste: sûnder soe de skoare { $points } heger wêze
lesson-without-earned = { $action } om { $clock } hat holpen: sûnder soe de skoare { $points } leger wêze
lesson-with-earned = { $action } om { $clock }, lykas de ekspert die, hie de skoare { $points } ferhege
lesson-with-together = { $action } om { $clock }, tegearre mei { $others }, lykas de ekspert die, hie de skoare { $points } ferhege
lesson-move = { $action } om { $clock }
lessons-none = Gjin inkelde feroaring oan de aksjes hie de skoare ferskood.
side-by-side-title = Jo en de ekspert
side-by-side-team = { $clock } jo ({ $who }): { $action }
side-by-side-expert = { $clock } ekspert: { $action } ({ $reason })
side-by-side-none = Jo noch de ekspert hawwe in aksje dien.
help-lessons = Jo en de ekspert, en wat elk beslút koste
help-lessons-explained = De neibeskôging set jo aksjes en dy fan de ynboude ekspert neist inoar, elk mei syn tiid, dy fan de ekspert mei de reden dy't er op it dashboard lies. Dan spilet er de oefening op 'e nij mei ien feroaring tagelyk (elk fan jo aksjes weilitten, elke aksje fan de ekspert dy't jo net namen tafoege op syn minút) en lit { $shown ->
        [one] de feroaring
       *[other] de { $shown } feroarings
    } sjen dy't de skoare it meast ferskood, yn punten. In oefening dy't betiid stoppe is, wurdt oer syn trochrekkene ferrin beoardiele, krekt as de wat-as-ferrinnen; in set fan de ekspert dy't allinne mei syn oare setten helpt, wurdt mei dy tegearre sjen litten. `simulate --json` jout se allegear as `lessons`.
