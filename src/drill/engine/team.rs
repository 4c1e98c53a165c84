//! The team of one drill, as its log says: who holds which incident role, the stakeholder
//! updates, who is ready for the next turn. Everything is read from the append-only log
//! (shared with snapshots like the history), so a restart rebuilds it by reading the log
//! back, and a snapshot shows the team as it stood.

use crate::model::team::nudge_due_since;
use crate::model::{Author, Role, TeamChange, TeamEntry};

use super::shared::Shared;

#[derive(Debug, Clone, Default)]
pub struct Team {
    log: Shared<TeamEntry>,
}

impl Team {
    pub fn log(&self) -> &Shared<TeamEntry> {
        &self.log
    }

    pub(super) fn push(&mut self, entry: TeamEntry) {
        self.log.push(entry);
    }

    pub(super) fn next_seq(&self) -> u32 {
        self.log.last().map_or(0, |e| e.seq + 1)
    }

    /// Who holds `role` now: the last one given it (for ops, everyone ever given it).
    pub fn holders(&self, role: Role) -> Vec<&Author> {
        let mut holders: Vec<&Author> = Vec::new();
        for entry in self.log.iter() {
            if let TeamChange::Role { role: r, member } = &entry.change {
                if *r != role {
                    continue;
                }
                if !role.shared() {
                    holders.clear();
                }
                if !holders.iter().any(|h| h.id == member.id) {
                    holders.push(member);
                }
            }
        }
        holders
    }

    /// The one holder of a single-holder role.
    pub fn holder(&self, role: Role) -> Option<&Author> {
        self.holders(role).into_iter().next_back()
    }

    pub fn holds(&self, member_id: &str, role: Role) -> bool {
        self.holders(role).iter().any(|h| h.id == member_id)
    }

    /// The roles `member_id` holds.
    pub fn roles_of(&self, member_id: &str) -> Vec<Role> {
        Role::ALL
            .into_iter()
            .filter(|r| self.holds(member_id, *r))
            .collect()
    }

    /// Whether anyone holds a role: the drill is played with roles, and its team rules
    /// count role holders ([`Team::ready_after`], [`Team::cadence_updates`]).
    pub fn has_roles(&self) -> bool {
        Role::ALL.into_iter().any(|r| !self.holders(r).is_empty())
    }

    /// The stakeholder updates that keep the cadence, oldest first: once the communications
    /// lead's or the commander's role is held, only theirs (as the roles stood when it was
    /// posted); before, anyone's. The nudge and the debrief's update part count these.
    pub fn cadence_updates(&self) -> Vec<&TeamEntry> {
        let (mut comms, mut commander): (Option<&str>, Option<&str>) = (None, None);
        let mut counted = Vec::new();
        for entry in self.log.iter() {
            match &entry.change {
                TeamChange::Role {
                    role: Role::Comms,
                    member,
                } => comms = Some(&member.id),
                TeamChange::Role {
                    role: Role::Commander,
                    member,
                } => commander = Some(&member.id),
                TeamChange::Update { .. } => {
                    let author = Some(entry.author.id.as_str());
                    let leads = comms.is_some() || commander.is_some();
                    if !leads || author == comms || author == commander {
                        counted.push(entry);
                    }
                }
                TeamChange::Role { .. } | TeamChange::Ready => {}
            }
        }
        counted
    }

    /// How many stakeholder updates the member `member_id` posted at `minute`.
    pub fn updates_by(&self, member_id: &str, minute: u32) -> usize {
        // The newest entries are last: look back over this minute's only.
        (self.log.iter().rev())
            .take_while(|e| e.minute >= minute)
            .filter(|e| e.minute == minute && e.author.id == member_id)
            .filter(|e| matches!(e.change, TeamChange::Update { .. }))
            .count()
    }

    /// The members ready for the turn after `minute` (the last computed one); in a drill
    /// with roles, only those who hold one count.
    pub fn ready_after(&self, minute: u32) -> Vec<&Author> {
        let with_roles = self.has_roles();
        // This turn's entries are the newest ones, in the order they came.
        let this_turn = self
            .log
            .iter()
            .rev()
            .take_while(|e| e.minute == minute)
            .count();
        let mut ready: Vec<&Author> = Vec::new();
        for entry in self.log.iter().skip(self.log.len() - this_turn) {
            let counts = !with_roles || !self.roles_of(&entry.author.id).is_empty();
            if entry.change == TeamChange::Ready
                && counts
                && !ready.iter().any(|a| a.id == entry.author.id)
            {
                ready.push(&entry.author);
            }
        }
        ready
    }

    /// Whether the communications lead is due a nudge after `minute` (the last computed
    /// one), with an alert active since `alert_start` (None: no alert at `minute`), and after
    /// how many quiet minutes.
    pub fn nudge_due(&self, alert_start: Option<u32>, minute: u32) -> Option<u32> {
        let updates: Vec<u32> = self.cadence_updates().iter().map(|e| e.minute).collect();
        nudge_due_since(alert_start, &updates, minute)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(id: &str) -> Author {
        Author {
            id: id.into(),
            name: id.into(),
        }
    }

    fn entry(seq: u32, minute: u32, author: &str, change: TeamChange) -> TeamEntry {
        TeamEntry {
            seq,
            minute,
            author: who(author),
            at_ms: 0,
            change,
        }
    }

    #[test]
    fn roles_and_readiness_follow_the_log() {
        let mut team = Team::default();
        let role = |role, member: &str| TeamChange::Role {
            role,
            member: who(member),
        };
        team.push(entry(0, 0, "ana", role(Role::Commander, "ana")));
        team.push(entry(1, 0, "ana", role(Role::Ops, "bo")));
        team.push(entry(2, 1, "cy", role(Role::Ops, "cy")));
        team.push(entry(3, 2, "ana", role(Role::Commander, "cy")));
        assert_eq!(team.holder(Role::Commander).unwrap().id, "cy");
        assert_eq!(team.holders(Role::Ops).len(), 2);
        assert_eq!(team.roles_of("cy"), vec![Role::Commander, Role::Ops]);
        assert!(team.holder(Role::Comms).is_none());
        team.push(entry(4, 2, "bo", TeamChange::Ready));
        team.push(entry(5, 3, "bo", TeamChange::Ready));
        team.push(entry(6, 3, "cy", TeamChange::Ready));
        team.push(entry(7, 3, "bo", TeamChange::Ready));
        let ready: Vec<&str> = team.ready_after(3).iter().map(|a| a.id.as_str()).collect();
        assert_eq!(ready, vec!["bo", "cy"]);
        assert!(team.ready_after(4).is_empty());
        // Dee holds no role: in a drill with roles, her Ready does not count.
        team.push(entry(8, 4, "dee", TeamChange::Ready));
        team.push(entry(9, 4, "bo", TeamChange::Ready));
        let ready: Vec<&str> = team.ready_after(4).iter().map(|a| a.id.as_str()).collect();
        assert_eq!(ready, vec!["bo"]);
    }

    #[test]
    fn only_the_leads_updates_keep_the_cadence_once_they_hold_their_roles() {
        let mut team = Team::default();
        let update = || TeamChange::Update { text: "x".into() };
        let role = |role, member: &str| TeamChange::Role {
            role,
            member: who(member),
        };
        // Before anyone leads, anyone's update counts.
        team.push(entry(0, 1, "bo", update()));
        team.push(entry(1, 2, "ana", role(Role::Comms, "ana")));
        team.push(entry(2, 3, "bo", update()));
        team.push(entry(3, 4, "ana", update()));
        team.push(entry(4, 5, "cy", role(Role::Commander, "cy")));
        team.push(entry(5, 6, "cy", update()));
        team.push(entry(6, 7, "bo", update()));
        let minutes: Vec<u32> = team.cadence_updates().iter().map(|e| e.minute).collect();
        assert_eq!(minutes, vec![1, 4, 6]);
    }
}
