# The eight controls (docs/model.md §2): name, what the seed says about each, and usage.

control-floor = Нижняя граница парка (минимум экземпляров)
control-floor-help = Её повышение сразу запускает экземпляры — но им всё равно нужна задержка загрузки, прежде чем обслуживать.
control-floor-usage = floor N — { $min }–{ $max ->
        [one] { $max } экземпляр
        [few] { $max } экземпляра
        [many] { $max } экземпляров
       *[other] { $max } экземпляра
    }
control-autoscale = Автомасштабирование вкл./выкл.
control-autoscale-help = Отслеживание целевой загрузки; новое наращивание не запускается, пока экземпляры ещё загружаются. Выкл. = ровно минимум.
control-autoscale-usage = autoscale on|off
control-target = Целевая загрузка
control-target-help = Ниже = больше запаса и больше затрат. Измеренная загрузка не может превышать 100 %, поэтому насыщенный парк растёт лишь шаг за шагом.
control-target-usage = target P — { $min }–{ $max } %
control-ttl = TTL кэша
control-ttl-help = Больше TTL = больше попаданий, но ответы могут быть старее (средний возраст ≈ TTL/2).
control-ttl-usage = ttl S — { $min }–{ $max ->
        [one] { $max } секунда
        [few] { $max } секунды
        [many] { $max } секунд
       *[other] { $max } секунды
    }
control-warmup = Прогрев кэша
control-warmup-help = Загружает горячие ключи { $warmup_min } мин (+{ $warmup_gain } % кэша в минуту) ценой { $warmup_qps } дополнительных запросов к базе данных в секунду.
control-warmup-usage = warmup
control-shed = Сброс нагрузки
control-shed-help = Какую долю низкоприоритетных { $low_priority } % трафика (предзагрузка, пакетные задачи, краулеры) балансировщик отклоняет с ответом «повторите позже».
control-shed-usage = shed P — { $min }–{ $max } % низкоприоритетного трафика
control-feature = Тяжёлая функция («рекомендации»)
control-feature-help = Добавляет { $feature_ms } мс CPU и один запрос к базе данных на каждый запрос. Выкл. = плавная деградация.
control-feature-usage = feature on|off
control-rollback = Откат
control-rollback-help = Повторно развёртывает последнюю рабочую сборку на новом парке ({ $rollback_min } мин, оплачивается дважды), затем переключает трафик. Повторное нажатие перезапускает подготовку; если плохая сборка не выкатывается и не работает, откат ничего не меняет.
control-rollback-usage = rollback

switch-on = вкл.
switch-off = выкл.
