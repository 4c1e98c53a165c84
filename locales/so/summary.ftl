# The end-of-drill summary (debrief).

summary-title = Dib-u-eegis: { $scenario }
summary-budget-used = Miisaaniyadda khaladaadka la isticmaalay: { $value } ee bisha
summary-budget-left = Miisaaniyadda khaladaadka ee hartay: { $value }
summary-peak-burn = Xawaaraha gubashada ugu sarreeya ({ $page_long_h } saac): { $value }
summary-max-p99 = Dib-u-dhaca p99 ee ugu xun: { $value }
summary-total-cost = Kharashka kooxda mashiinnada: { $value }
summary-dropped = Taraafikada la diiday: { $value }
summary-errors = Codsiyada fashilmay: { $value }
summary-paging = { $minutes ->
        [0] Wax daqiiqad ah ma gaadhin heerka wicitaanka degdegga ah.
        [one] Hal daqiiqo ayaa gaadhay heerka wicitaanka degdegga ah.
       *[other] { $minutes } daqiiqo ayaa gaadhay heerka wicitaanka degdegga ah.
    }
summary-actions = { $count ->
        [0] Wax fal ah lama qaadin.
        [one] Hal fal ayaa la qaaday.
       *[other] { $count } fal ayaa la qaaday.
    }
