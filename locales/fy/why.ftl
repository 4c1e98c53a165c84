# The coach (/why and “why” in play): the current minute explained from the model's own
# relations — the term that dominates the errors and the causal chain with the minute's numbers.

why-title = 🧭 Wêrom, om { $clock }: flaters { $errors } fan de talitten fersiken.
why-calm = Gjin flaterterm docht no ta: de wurkers kinne it bybeninen (a < N) en der is gjin minne build út.
why-dominant-overload = Benammen tefolle lading: a ≥ N, dus de load balancer wiist ôf wat de wurkers net oankinne ({ $share }).
why-dominant-timeouts = Benammen time-outs: hast alle wurkers binne dwaande en fersiken wachtsje langer as 2 s yn de wachtrige ({ $share }).
why-dominant-retries = Benammen werhellingen: kliïnten stjoere mislearre fersiken daliks wer, en dy jouwe mear flaters as de nije fersiken allinnich ({ $share }).
why-dominant-bad-build = Benammen de minne build: 5 % fan de fersiken dy’t er betsjinnet mislearret ({ $share }).
why-chain = Keatling: { $chain }
why-terms = Termen: tefolle lading { $overload } · time-outs { $timeouts } · werhellingen { $retries } · minne build { $bad }
why-lever-overload = Hânfetten: mear eksimplaren (floor, autoscale), ferkear mei lege prioriteit ôfstjitte, of in koartere S: in waarmere cache (warmup, ttl), de swiere funksje út.
why-lever-timeouts = Hânfetten: in bytsje mear kapasiteit (floor, in leger autoscale-doel) of in koartere S (warmup, ttl, feature off).
why-lever-retries = Hânfetten: brek de kringloop: stjit ferkear mei lege prioriteit ôf en foegje kapasiteit ta, sadat minder fersiken mislearje en weromkomme.
why-lever-bad-build = Hânfetten: rollback (5 minuten tarieding, dûbel yn rekken brocht).
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
