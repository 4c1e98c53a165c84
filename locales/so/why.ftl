# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the term that dominates the errors and the causal chain with the minute's numbers.

why-title = 🧭 Sababta, { $clock }: khaladaad { $errors } ee codsiyada la aqbalay.
why-calm = Hadda qayb khalad ah muhiim ma aha: shaqaaluhu way la socdaan (a < N), dhismo xunna ma jiro.
why-dominant-overload = Inta badan culays xad-dhaaf ah: a ≥ N, sidaa darteed load balancer-ku wuxuu diidaa waxa shaqaaluhu qaadi karin ({ $share }).
why-dominant-timeouts = Inta badan waqti-dhaaf: ku dhowaad shaqaalaha oo dhan way mashquul yihiin, codsiyaduna safka ayay ku sugaan in ka badan 2 s ({ $share }).
why-dominant-retries = Inta badan isku-dayo cusub: macaamiishu codsiyada fashilmay isla markiiba way soo celiyaan, waxayna keenaan khaladaad ka badan kuwa codsiyada cusub kaligood ({ $share }).
why-dominant-bad-build = Inta badan dhismaha xun: 5 % codsiyada uu adeego way fashilmaan ({ $share }).
why-chain = Silsilad: { $chain }
why-terms = Qaybaha: culays xad-dhaaf ah { $overload } · waqti-dhaaf { $timeouts } · isku-dayo cusub { $retries } · dhismo xun { $bad }
why-lever-overload = Qalabka: mashiinno badan (floor, autoscale), diid taraafikada mudnaanta hoose, ama S gaaban: kaash diirran (warmup, ttl), astaanta culus oo la damiyay.
why-lever-timeouts = Qalabka: awood yar oo dheeraad ah (floor, bartilmaameed autoscale oo hoose) ama S gaaban (warmup, ttl, feature off).
why-lever-retries = Qalabka: jebi wareegga: diid taraafikada mudnaanta hoose oo ku dar awood, si codsiyo yar u fashilmaan oo u soo laabtaan.
why-lever-bad-build = Qalabka: rollback (5 daqiiqo ayuu diyaargaroobaa, laba jeer ayaa lagu dallacaa).
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
