# Dib-u-eegista: adiga iyo khabiirka dhinac dhinac (ficillada kooxda iyo kuwa khabiirka iyo
# sababihiisa) iyo waxa go'aan kasta ku kacay (tababarka oo mar kasta hal isbeddel lagu sameeyo).

lessons-title = Waxa go'aan kasta ku kacay
lesson-without-cost = { $action } saacadda { $clock } wuu kaa khasaariyay: la'aantiis dhibcaha ayaa { $points } ka badnaan lahaa
lesson-without-earned = { $action } saacadda { $clock } wuu ku anfacay: la'aantiis dhibcaha ayaa { $points } ka yaraan lahaa
lesson-with-earned = { $action } saacadda { $clock }, sidii khabiirku sameeyay, dhibcaha ayuu { $points } kor u qaadi lahaa
lesson-with-cost = { $action } saacadda { $clock }, sidii khabiirku sameeyay, dhibcaha ayuu { $points } hoos u dhigi lahaa
lessons-none = Hal isbeddel oo ficillada ah dhibcaha ma dhaqaajin lahayn.
side-by-side-title = Adiga iyo khabiirka
side-by-side-team = { $clock } adiga ({ $who }): { $action }
side-by-side-expert = { $clock } khabiirka: { $action } ({ $reason })
side-by-side-none = Adiga iyo khabiirkuba midna ficil ma qaadan.
