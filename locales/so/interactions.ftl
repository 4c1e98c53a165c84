# Diidmada isdhexgalka aan lahayn qaabka amarka sida uu bot-ku u diiwaangeliyay (been abuur,
# la beddelay, ama loo diray diiwaangelin duugowday), iyo badhamada aanu bot-ku waligii
# bixin. Mid kastaa wuxuu sheegaa waxa khaldan; waxba lama beddelin.

interaction-missing-option = “{ $command }” wuxuu u baahan yahay doorashada “{ $option }”; waxba lama beddelin.
interaction-unknown-option = “{ $command }” ma laha doorasho “{ $option }”; waxba lama beddelin.
interaction-repeated-option = Doorashada “{ $option }” waxaa la bixiyay in ka badan hal mar; waxba lama beddelin.
interaction-option-kind = Doorashada “{ $option }” waxay qaadataa { $kind }; waxba lama beddelin.
interaction-kind-text = qoraal
interaction-kind-integer = tiro dhan
interaction-kind-number = tiro
interaction-kind-boolean = run ama been
interaction-kind-role = door
interaction-kind-other = nooc kale oo qiime ah
interaction-subcommand-required = “{ $command }” wuxuu u baahan yahay mid ka mid ah: { $subcommands }; waxba lama beddelin.
interaction-out-of-range = “{ $option }” { $value } waa ka baxsan yahay xadka: waxaa la oggol yahay { $min }–{ $max }; waxba lama beddelin.
interaction-unknown-button = Badhankani ma aha mid uu bot-ku bixiyo; waxba lama beddelin.
interaction-ended-drill-button = Badhankani wuxuu ka tirsan yahay layli dhammaaday; waxba lama beddelin. Isticmaal badhamada ka hooseeya xaaladda ugu dambeysa ee layliga hadda socda.
interaction-legacy-button = Badhankani wuxuu ka tirsan yahay fariin hore; isticmaal xaaladda hadda. Waxba lama beddelin.
interaction-malformed = Isdhexgalkani kuma jiro qaab uu bot-ku fulin karo (duug ah ama la beddelay); waxba lama beddelin.
