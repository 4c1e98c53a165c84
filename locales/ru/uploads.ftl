# Собственные сценарии сервера: /scenario upload, /scenario remove и отказы.
cmd-scenario = сценарий
cmd-scenario-desc = Собственные сценарии этого сервера
cmd-scenario-upload = загрузить
cmd-scenario-upload-desc = Загрузить файл сценария (TOML, не больше { $kilobytes } КБ) для этого сервера
opt-scenario-upload-file = файл
opt-scenario-upload-file-desc = Файл сценария в том виде, который принимает `oncall-drill scenarios check`
cmd-scenario-remove = удалить
cmd-scenario-remove-desc = Удалить один из сценариев этого сервера
opt-scenario-remove-id = id
opt-scenario-remove-id-desc = Id сценария, который нужно удалить
upload-list-title = Сценарии этого сервера
upload-stored = Сценарий `{ $id }` ({ $title }) сохранён для этого сервера: запустите его командой /incident start scenario:{ $id }.
upload-replaced = Сценарий `{ $id }` ({ $title }) заменяет сценарий с тем же id; уже идущие тренировки сохраняют прежний.
upload-removed = Сценарий `{ $id }` удалён с этого сервера; уже начатые по нему тренировки продолжаются.
upload-too-big = Файл занимает { $bytes ->
        [one] { $bytes } байт:
        [few] { $bytes } байта:
        [many] { $bytes } байт:
       *[other] { $bytes } байта:
    } файл сценария — не больше { $max ->
        [one] { $max } байта.
        [few] { $max } байт.
        [many] { $max } байт.
       *[other] { $max } байт.
    }
upload-invalid = Файл не является корректным сценарием ({ $count ->
        [one] { $count } проблема
        [few] { $count } проблемы
        [many] { $count } проблем
       *[other] { $count } проблемы
    }); ничего не сохранено:
upload-builtin-id = `{ $id }` — встроенный сценарий: дайте своему сценарию другой id.
upload-id-collides = Id вашего сценария `{ $id }` отличается от `{ $other }` только регистром букв: дайте ему другой id.
upload-full = На этом сервере уже { $max ->
        [one] { $max } сценарий
        [few] { $max } сценария
        [many] { $max } сценариев
       *[other] { $max } сценария
    }: сначала удалите один.
upload-unknown = Здесь нет сценария `{ $id }`. Сценарии: { $known }
upload-not-allowed = Чтобы управлять сценариями этого сервера, нужно право «Управлять сервером» или роль, которой сервер разрешил эту команду (Настройки сервера → Интеграция).
upload-download-slow = Discord не отдал файл за { $seconds } с; ничего не сохранено. Попробуйте загрузить его ещё раз чуть позже.
upload-download-failed = Не удалось прочитать файл из Discord; ничего не сохранено. Попробуйте загрузить его ещё раз чуть позже.
