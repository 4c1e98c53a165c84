//! Typed columns: how the domain's values are written to and read from SQLite. Text that
//! no longer parses (a state, pace, locale, action or web link this build does not know)
//! is an error naming the column's type, never a silent default.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use crate::model::web_link::{Access, Token};
use crate::model::{Action, ControlPolicy, IncidentId, IncidentState, Locale, Pace, Role};

/// Reads a text column and parses it with `parse`, naming `what` when it fails.
fn parsed<T, E: std::fmt::Display>(
    value: ValueRef<'_>,
    what: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> FromSqlResult<T> {
    let text = value.as_str()?;
    parse(text).map_err(|err| {
        FromSqlError::Other(format!("stored {what} `{text}` is not understood: {err}").into())
    })
}

impl ToSql for IncidentId {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.0.into())
    }
}

impl FromSql for IncidentId {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        i64::column_result(value).map(IncidentId)
    }
}

impl ToSql for IncidentState {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

impl FromSql for IncidentState {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "incident state", IncidentState::parse)
    }
}

impl ToSql for Pace {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.to_string().into())
    }
}

impl FromSql for Pace {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "pace", str::parse::<Pace>)
    }
}

impl ToSql for Locale {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.code().into())
    }
}

impl FromSql for Locale {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "locale", str::parse::<Locale>)
    }
}

impl ToSql for Action {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.to_string().into())
    }
}

impl FromSql for Action {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "action", Action::parse)
    }
}

impl ToSql for ControlPolicy {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

impl FromSql for ControlPolicy {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "control policy", |text| {
            ControlPolicy::parse(text).ok_or("anyone or ops")
        })
    }
}

impl ToSql for Role {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

impl FromSql for Role {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "role", str::parse::<Role>)
    }
}

impl ToSql for Token {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.to_string().into())
    }
}

impl FromSql for Token {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "web link token", |text| {
            text.parse::<Token>()
                .map_err(|()| "32 lowercase hex digits")
        })
    }
}

impl ToSql for Access {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

impl FromSql for Access {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        parsed(value, "web link access", |text| {
            Access::parse(text).ok_or("control, read-only or game-master")
        })
    }
}
