# Bogga horumarka server-ka ee shabakadda, akhris keliya (issue 31): /p/TOKEN.
web-progress-link = Isla waxan oo bog shabakadeed ah (qof kasta oo haysta xiriirka ayaa akhrin kara): { $url }
web-progress-chart-alt = Laylisyada kooxda waqti ka dib: dhibcaha laylis kasta oo ag yaal kuwa khabiirka ee isla abuurka, kadibna daqiiqadaha ilaa ogaanshaha iyo ilaa yareynta
web-progress-table = Laylisyada la sawiray, kuwa ugu horreeya marka hore
web-progress-col-n = #
web-progress-col-scenario = Xaaladda
web-progress-col-kind = Nooca
web-progress-col-score = Dhibcaha
web-progress-col-expert = Khabiirka
web-progress-col-detect = Ilaa ogaanshaha (daq)
web-progress-col-mitigate = Ilaa yareynta (daq)
web-progress-kind-full = dhammaystiran
web-progress-kind-partial = qayb ah (hore loo joojiyay)
web-progress-kind-practice = tababar (dib loo celiyay)
web-progress-watching = Boggani wuxuu muujinayaa horumarka server-ka sida uu hadda yahay, oo laga xisaabiyay laylisyada la kaydiyay ugu badnaan hal mar daqiiqaddii; qof kasta oo haysta xiriirkiisa ayaa akhrin kara.
