# Wegeringen fan ynteraksjes dy’t net de foarm hawwe fan it kommando sa’t de bot it
# registrearre hat (ferfalske, feroare of stjoerd foar in âlde registraasje), en fan knoppen
# dy’t de bot nea oanbean hat. Elk seit wat der mis is; der is neat feroare.

interaction-missing-option = „{ $command }” hat de opsje „{ $option }” nedich; der is neat feroare.
interaction-unknown-option = „{ $command }” hat gjin opsje „{ $option }”; der is neat feroare.
interaction-repeated-option = De opsje „{ $option }” is mear as ien kear jûn; der is neat feroare.
interaction-option-kind = De opsje „{ $option }” nimt { $kind } oan; der is neat feroare.
interaction-kind-text = tekst
interaction-kind-integer = in hiel getal
interaction-kind-number = in getal
interaction-kind-boolean = wier of net wier
interaction-kind-role = in rol
interaction-kind-other = in oar soarte wearde
interaction-subcommand-required = „{ $command }” hat ien fan dizze nedich: { $subcommands }; der is neat feroare.
interaction-out-of-range = „{ $option }” { $value } falt bûten it berik: tastien is { $min }–{ $max }; der is neat feroare.
interaction-unknown-button = Dizze knop is net ien dy’t de bot biedt; der is neat feroare.
interaction-ended-drill-button = Dizze knop heart by in oefening dy’t ôfrûn is; der is neat feroare. Brûk de knoppen ûnder de lêste status fan de hjoeddeiske oefening.
interaction-legacy-button = Dizze knop heart by in âlder berjocht; brûk de hjoeddeiske status. Der is neat feroare.
interaction-malformed = Dizze ynteraksje hat gjin foarm dy’t de bot útfiere kin (âld of feroare); der is neat feroare.
