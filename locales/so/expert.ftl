# Sababaha khabiirka ku dhex jira: sababta uu ficil u qaaday, hal sadar ficil kasta. $action
# waa amarka sida loo qoro (`shed 50`); tiro kasta waxay timaaddaa dood ahaan, horay loo qaabeeyey.

expert-decision = { $reason }: { $action }
expert-reason-bad-build = { $share } taraafikada ayaa ku jirta dhismo xun
expert-reason-ttl-pushed = riixid habayn ayaa TTL-ka dhigtay { $seen }; kooxdu waxay isticmaashaa { $ttl }
expert-reason-db-saturated = kaydka xogta wuxuu joogaa { $db }
expert-reason-spike-warned = kor ayaa la filayaa wakhti kasta, mashiinada cusubna waxay qaataan { $boot } daqiiqo si ay u kacaan
expert-reason-launch-ahead = bilowga la shaaciyey wuxuu dhacayaa { $minutes } daqiiqo kadib, wuxuuna keenayaa ugu yaraan { $peak } × taraafikada
expert-reason-cache-cold = cache-ka waa la madhiyey (helitaanka cache-ka { $hit })
expert-reason-surge = codsiyadu way kordhayaan: hadda { $now }, { $expected } marka mashiinnada cusubi shaqeeyaan
expert-reason-fleet-short = { $serving ->
    [one] { $serving } mashiin shaqaynaya wuxuu gaari lahaa { $util }
   *[other] { $serving } mashiinno shaqaynaya waxay gaari lahaayeen { $util }
}
expert-reason-calm = { $minutes ->
    [one] deggan { $minutes } daqiiqo
   *[other] deggan { $minutes } daqiiqo
}
expert-reason-oversized = { $fleet ->
    [one] { $fleet } mashiin
   *[other] { $fleet } mashiinno
} halka culaysku u baahan yahay { $need }
