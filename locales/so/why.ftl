# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the cause that dominates the errors, the causal chain with the minute's numbers and the
# levers in the chain's order.

why-title = 🧭 Sababta, { $clock }: khaladaad { $errors } ee codsiyada la aqbalay.
why-calm = Hadda qayb khalad ah muhiim ma aha: shaqaaluhu way la socdaan (a < N), dhismo xunna ma jiro.
why-dominant-overload = Inta badan culays xad-dhaaf ah: a ≥ N, sidaa darteed load balancer-ku wuxuu diidaa waxa shaqaaluhu qaadi karin ({ $share }).
why-dominant-timeouts = Inta badan waqti-dhaaf: ku dhowaad shaqaalaha oo dhan way mashquul yihiin, codsiyaduna safka ayay ku sugaan in ka badan { $timeout_s } s ({ $share }).
why-dominant-retries = Inta badan isku-dayo cusub: macaamiishu codsiyada fashilmay isla markiiba way soo celiyaan, isku-dayada daqiiqaddanna waxay ka dhigaan kaashka, kaydka xogta iyo safka inay fashilmaan in ka badan intii codsiyada cusub kaligood keeni lahaayeen ({ $share }).
why-dominant-bad-build = Inta badan dhismaha xun: { $build_errors } codsiyada uu adeego way fashilmaan, koodkiisa gaabiska ahna wuxuu dheereeyaa S ({ $share }).
why-contributing = Sababo kale oo muhiim ah: { $causes }
why-contributing-overload-errors = culays xad-dhaaf ah ({ $share } ee khaladaadka)
why-contributing-timeouts-errors = waqti-dhaaf ({ $share } ee khaladaadka)
why-contributing-retries-arrivals = isku-dayo cusub ({ $share } ee codsiyada soo gaadhay)
why-contributing-retries-errors = isku-dayo cusub ({ $share } ee khaladaadka)
why-contributing-bad-build-errors = dhismaha xun ({ $share } ee khaladaadka)
why-chain = Silsilad: { $chain }
why-terms = Qaybaha: culays xad-dhaaf ah { $overload } · waqti-dhaaf { $timeouts } · isku-dayo cusub { $retries } · dhismo xun { $bad }
why-levers = Qalabka, kan ugu horreeya ilaa kan ugu dambeeya: { $levers }
why-lever-ttl = TTL ka dheer (ttl)
why-lever-warmup = diirinta kaashka (warmup)
why-lever-feature-off = astaanta culus oo la damiyay (feature off)
why-lever-shed = diid taraafikada mudnaanta hoose (shed)
why-lever-instances = mashiinno badan (floor, bartilmaameed autoscale oo hoose)
why-lever-rollback = rollback ({ $minutes ->
        [one] hal daqiiqo
       *[other] { $minutes } daqiiqo
    } ayuu diyaargaroobaa, laba jeer ayaa lagu dallacaa)
why-lever-rollback-underway = sug: rollback-ku wuu diyaargaroobayaa (mar kale riixiddu bilow cusub ayay ka dhigaysaa)
why-step-retries = isku-dayo { $retries } ka mid ah { $arrivals }
why-step-shed = la diiday { $share }
why-step-hit = garaacid { $hit }
why-step-db = DB { $util }
why-step-query = weydiin { $time }
why-step-service = S { $time }
why-step-over = a = { $a } ≥ N = { $n }
why-step-under = a = { $a } < N = { $n }
why-step-rejected = { $share } la diiday
why-step-timed-out = { $share } waqti-dhaaf
why-step-bad-build = dhismo xun { $share } taraafikada
why-step-build-errors = +{ $share } khaladaad
why-unit-ms = { $value } ms
cmd-why = sabab
cmd-why-desc = Macallinka: waxa hadda go'aamiya khaladaadka, iyo silsiladda ka dambeysa
# Qalabka oo erayo lagu sheegay, shaashad aan amar lahayn (bogga shabakadda): amar la'aan.
why-lever-described-ttl = TTL kaash oo ka dheer
why-lever-described-warmup = kululaynta kaashka
why-lever-described-feature-off = sifada culus ee talooyinka oo la damiyo
why-lever-described-shed = diidista taraafikada mudnaanta hoose
why-lever-described-instances = mashiinno badan (dabaq kooxeed oo sare, bartilmaameed balaadhin oo hoose)
why-lever-described-rollback = ku noqoshada dhismihii ugu dambeeyay ee wanaagsanaa ({ $minutes ->
        [one] hal daqiiqo
       *[other] { $minutes } daqiiqo
    } ayuu diyaargaroobaa, laba jeer ayaa lagu dallacaa)
why-lever-described-rollback-underway = sug: ku noqoshada dhismihii wanaagsanaa waa la diyaarinayaa (mar kale codsigeedu bilow cusub ayuu ka dhigayaa)
