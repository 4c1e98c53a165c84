# Отказы для взаимодействий, не совпадающих с командой в том виде, в каком бот её
# зарегистрировал (подделанных, изменённых или отправленных для устаревшей регистрации), и
# для кнопок, которых бот не предлагал. Каждый говорит, что не так; ничего не изменено.

interaction-missing-option = Команде «{ $command }» нужен параметр «{ $option }»; ничего не изменено.
interaction-unknown-option = У команды «{ $command }» нет параметра «{ $option }»; ничего не изменено.
interaction-repeated-option = Параметр «{ $option }» указан больше одного раза; ничего не изменено.
interaction-option-kind = Параметр «{ $option }» принимает { $kind }; ничего не изменено.
interaction-kind-text = текст
interaction-kind-integer = целое число
interaction-kind-number = число
interaction-kind-boolean = «да» или «нет»
interaction-kind-role = роль
interaction-kind-other = значение другого типа
interaction-subcommand-required = Команде «{ $command }» нужна одна из подкоманд: { $subcommands }; ничего не изменено.
interaction-out-of-range = «{ $option }» { $value } — вне допустимого диапазона: разрешено { $min }–{ $max }; ничего не изменено.
interaction-unknown-button = Такой кнопки бот не предлагает; ничего не изменено.
interaction-ended-drill-button = Эта кнопка относится к уже завершённой тренировке; ничего не изменено. Используйте кнопки под последним статусом текущей тренировки.
interaction-legacy-button = Эта кнопка относится к более старому сообщению; используйте текущий статус. Ничего не изменено.
interaction-malformed = Это взаимодействие пришло в виде, который бот не может выполнить (устаревшем или изменённом); ничего не изменено.
