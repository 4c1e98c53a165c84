# Refusals of interactions that do not have the shape of the command as the bot registered
# it (forged, altered, or sent for an outdated registration), and of buttons the bot never
# offered. Each says what is wrong; nothing was changed.

interaction-missing-option = “{ $command }” needs the option “{ $option }”; nothing was changed.
interaction-unknown-option = “{ $command }” has no option “{ $option }”; nothing was changed.
interaction-repeated-option = The option “{ $option }” was given more than once; nothing was changed.
interaction-option-kind = The option “{ $option }” takes { $kind }; nothing was changed.
interaction-kind-text = text
interaction-kind-integer = a whole number
interaction-kind-number = a number
interaction-kind-boolean = true or false
interaction-kind-role = a role
interaction-kind-other = another kind of value
interaction-subcommand-required = “{ $command }” needs one of: { $subcommands }; nothing was changed.
interaction-out-of-range = “{ $option }” { $value } is out of range: allowed { $min }–{ $max }; nothing was changed.
interaction-unknown-button = This button is not one the bot offers; nothing was changed.
interaction-ended-drill-button = This button belongs to a drill that has ended; nothing was changed. Use the buttons under the current drill's latest status.
interaction-legacy-button = This button belongs to an older message; use the current status. Nothing was changed.
interaction-malformed = This interaction is not in a form the bot can carry out (outdated or altered); nothing was changed.
