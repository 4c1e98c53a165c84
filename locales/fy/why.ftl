# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the cause that dominates the errors, the causal chain with the minute's numbers and the
# levers in the chain's order.

why-title = 🧭 Wêrom, om { $clock }: flaters { $errors } fan de talitten fersiken.
why-calm = Gjin flaterterm docht no ta: de wurkers kinne it bybeninen (a < N) en der is gjin minne build út.
why-dominant-overload = Benammen tefolle lading: a ≥ N, dus de load balancer wiist ôf wat de wurkers net oankinne ({ $share }).
why-dominant-timeouts = Benammen time-outs: hast alle wurkers binne dwaande en fersiken wachtsje langer as { $timeout_s } s yn de wachtrige ({ $share }).
why-dominant-retries = Benammen werhellingen: kliïnten stjoere mislearre fersiken daliks wer, en troch de werhellingen fan dizze minút meitsje de cache, de database en de wachtrige mear flaters as de nije fersiken allinnich dwaan soene ({ $share }).
why-dominant-bad-build = Benammen de minne build: { $build_errors } fan de fersiken dy’t er betsjinnet mislearret, en syn stadiger koade makket S langer ({ $share }).
why-contributing = Oare oarsaken dy’t meitelle: { $causes }
why-contributing-overload-errors = tefolle lading ({ $share } fan de flaters)
why-contributing-timeouts-errors = time-outs ({ $share } fan de flaters)
why-contributing-retries-arrivals = werhellingen ({ $share } fan de oankommende fersiken)
why-contributing-retries-errors = werhellingen ({ $share } fan de flaters)
why-contributing-bad-build-errors = de minne build ({ $share } fan de flaters)
why-chain = Keatling: { $chain }
why-terms = Termen: tefolle lading { $overload } · time-outs { $timeouts } · werhellingen { $retries } · minne build { $bad }
why-levers = Hânfetten, fan earst oant lêst: { $levers }
why-lever-ttl = in langere TTL (ttl)
why-lever-warmup = it opwaarmjen (warmup)
why-lever-feature-off = de swiere funksje út (feature off)
why-lever-shed = ferkear mei lege prioriteit ôfstjitte (shed)
why-lever-instances = mear eksimplaren (floor, in leger autoscale-doel)
why-lever-rollback = rollback ({ $minutes ->
        [one] ien minút
       *[other] { $minutes } minuten
    } tarieding, dûbel yn rekken brocht)
why-lever-rollback-underway = wachtsje: de rollback wurdt taret (nochris drukke begjint him opnij)
why-step-retries = werhellingen { $retries } fan { $arrivals }
why-step-shed = ôfstjitten { $share }
why-step-hit = treffers { $hit }
why-step-db = DB { $util }
why-step-query = query { $time }
why-step-service = S { $time }
why-step-over = a = { $a } ≥ N = { $n }
why-step-under = a = { $a } < N = { $n }
why-step-rejected = { $share } ôfwiisd
why-step-timed-out = { $share } time-out
why-step-bad-build = minne build op { $share } fan it ferkear
why-step-build-errors = +{ $share } flaters
why-unit-ms = { $value } ms
cmd-why = why
cmd-why-desc = De coach: wat de flaters no bepaalt, en de keatling derachter
# De hânfetten yn wurden, foar in skerm sûnder prompt (de webside): gjin kommando's.
why-lever-described-ttl = in langere cache-TTL
why-lever-described-warmup = it opwaarmjen fan de cache
why-lever-described-feature-off = de swiere funksje „oanbefellings” út
why-lever-described-shed = ferkear mei lege prioriteit ôfstjitte
why-lever-described-instances = mear eksimplaren (in hegere ûndergrins fan de float, in leger doel fan de autoskaler)
why-lever-described-rollback = weromgean nei de lêste goede build ({ $minutes ->
        [one] ien minút
       *[other] { $minutes } minuten
    } tarieding, dûbel yn rekken brocht)
why-lever-described-rollback-underway = wachtsje: it weromgean nei de lêste goede build wurdt taret (nochris freegje begjint it opnij)
