# Вводные ведущего (issue 30): разбор, подтверждения, отметки.
error-unknown-inject = Неизвестная вводная «{ $kind }». Вводные: { $kinds }.
inject-usage-size = размер от { $min } до { $max }
inject-usage-none = без размера
error-inject-size = «inject { $kind }» принимает { $usage }, а получено «{ $value }».
error-inject-out-of-range = inject { $kind } { $value } вне диапазона: допустимо { $min }–{ $max }.
confirm-inject = { $who } вводит «{ $inject }» — срабатывает в { $clock }.
marker-action-inject = ведущий: { $inject }
review-inject = { $clock } ведущий ({ $who }) вводит: { $inject }
