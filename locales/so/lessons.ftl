# Dib-u-eegista: adiga iyo khabiirka dhinac dhinac (ficillada kooxda iyo kuwa khabiirka iyo
# sababihiisa) iyo waxa go'aan kasta ku kacay (tababarka oo mar kasta hal isbeddel lagu sameeyo).

lessons-title = Waxa go'aan kasta ku kacay
lesson-without-cost = { $action } saacadda { $clock } wuu kaa khasaariyay: la'aantiis dhibcaha ayaa { $points } ka badnaan lahaa
lesson-without-earned = { $action } saacadda { $clock } wuu ku anfacay: la'aantiis dhibcaha ayaa { $points } ka yaraan lahaa
lesson-with-earned = { $action } saacadda { $clock }, sidii khabiirku sameeyay, dhibcaha ayuu { $points } kor u qaadi lahaa
lesson-with-together = { $action } saacadda { $clock }, oo ay weheliyaan { $others }, sidii khabiirku sameeyay, dhibcaha ayuu { $points } kor u qaadi lahaa
lesson-move = { $action } saacadda { $clock }
lessons-none = Hal isbeddel oo ficillada ah dhibcaha ma dhaqaajin lahayn.
side-by-side-title = Adiga iyo khabiirka
side-by-side-team = { $clock } adiga ({ $who }): { $action }
side-by-side-expert = { $clock } khabiirka: { $action } ({ $reason })
side-by-side-none = Adiga iyo khabiirkuba midna ficil ma qaadan.
help-lessons = Adiga iyo khabiirka, iyo waxa go'aan kasta ku kacay
help-lessons-explained = Dib-u-eegistu waxay dhinac dhinac u dhigtaa ficilladaada iyo kuwa khabiirka ku dhex jira, mid kasta iyo saacaddiisa, kuwa khabiirkana iyo sababta uu ka akhriyay shaashadda. Kadib waxay tababarka dib u socodsiisaa iyadoo mar kasta hal isbeddel la sameeyo (ficil kasta oo aad qaadday oo laga saaro, ficil kasta oo khabiirku qaaday oo aadan qaadan oo lagu daro daqiiqaddiisa) waxayna muujisaa { $shown ->
        [one] isbeddelka
       *[other] { $shown }-da isbeddel
    } ee dhibcaha ugu badan dhaqaajiyay, dhibco ahaan. Tababar hore loo joojiyay waxaa lagu qiimeeyaa socodkiisa la sii saadaaliyay, sida kuwa "haddii"; tallaabo khabiirka oo kaliya la caawisa tallaabooyinkiisa kale waxaa lala muujiyaa iyaga. `simulate --json` dhammaan wuxuu ku taxaa `lessons`.
