//! Narrowing conversions in list-initialization (`char c{i};`, `int a[] = {1.5};`): EDG in
//! nvcc's GNU mode warns (#2361) at each narrowed element, in order, and lets the
//! conversion happen. Constant elements that fit are not narrowing; a constant that does
//! not fit draws the ordinary conversion warnings (#69, #68) instead.

use crate::il::decl::{DeclKind, Item};
use crate::il::types::{Builtin, Type};
use crate::il::{ConstValue, DeclId, ExprId, ExprKind, TypeId};
use crate::parse::{Msg, Parser, Severity};
use crate::sema::cuda_checks::body::type_text;

/// What converting one braced element does.
enum Narrowing {
    No,
    /// Narrowing: #2361.
    Yes,
    /// A constant that does not fit: the conversion's own warnings.
    ConstantOutOfRange,
    /// An integer constant a floating type cannot hold exactly: #2364.
    InexactConstant,
}

impl Parser<'_, '_> {
    /// A variable's `{...}` / `= {...}` initializer against its type.
    pub(crate) fn check_list_initializer(&mut self, ty: TypeId, list: ExprId) {
        self.check_list_against(ty, list, 0);
    }

    fn check_list_against(&mut self, ty: TypeId, list: ExprId, depth: u32) {
        if depth > 16 {
            return;
        }
        let ExprKind::InitList {
            elems,
            designators: None,
        } = &self.tu.exprs[list].kind
        else {
            return;
        };
        let elems = elems.to_vec();
        let canon = self.tu.types.canonical(ty);
        match self.tu.types.shape(canon).clone() {
            Type::Builtin(_) | Type::Enum(_) => {
                if let [e] = elems[..] {
                    self.check_element(ty, e, depth);
                }
            }
            Type::Array(elem, _) => {
                for e in elems {
                    self.check_element(elem, e, depth);
                }
            }
            Type::Class(c) => {
                let Some(fields) = self.aggregate_fields(c) else {
                    return;
                };
                for (e, f) in elems.into_iter().zip(fields) {
                    self.check_element(f, e, depth);
                }
            }
            _ => {}
        }
    }

    fn check_element(&mut self, to: TypeId, e: ExprId, depth: u32) {
        // The element as written (the list's conversions are already applied).
        let mut e = e;
        while let ExprKind::ImplicitCast { operand, .. } = &self.tu.exprs[e].kind {
            e = *operand;
        }
        if matches!(self.tu.exprs[e].kind, ExprKind::InitList { .. }) {
            self.check_list_against(to, e, depth + 1);
            return;
        }
        match self.narrowing(e, to) {
            Narrowing::No => {}
            Narrowing::Yes => {
                let from = self.tu.types.non_reference(self.tu.exprs[e].ty);
                let from = self.tu.types.unqualified(from);
                let args = vec![type_text(&self.tu, from, 0), type_text(&self.tu, to, 0)];
                let at = self.expr_start(e);
                self.report(Msg::NarrowingConversion, Severity::Warning, at, args);
            }
            Narrowing::InexactConstant => {
                let from = self
                    .tu
                    .types
                    .unqualified(self.tu.types.non_reference(self.tu.exprs[e].ty));
                let args = vec![type_text(&self.tu, from, 0), type_text(&self.tu, to, 0)];
                let at = self.expr_start(e);
                self.report(Msg::InexactNarrowingToFloat, Severity::Warning, at, args);
            }
            Narrowing::ConstantOutOfRange => {
                let _ = self.try_convert(e, to);
            }
        }
    }

    /// The non-static data members of a plain aggregate (no bases), in order.
    pub(crate) fn aggregate_fields(&self, class: DeclId) -> Option<Vec<TypeId>> {
        let class = self.class_definition(class);
        let DeclKind::Class(c) = &self.tu.decls[class].kind else {
            return None;
        };
        if !c.bases.is_empty() || !c.complete {
            return None;
        }
        let mut out = Vec::new();
        for item in &c.members {
            let ids: Vec<DeclId> = match item {
                Item::Decl(d) => vec![*d],
                Item::Group(g) => g.decls.clone(),
                _ => continue,
            };
            for d in ids {
                match &self.tu.decls[d].kind {
                    DeclKind::Var(v) if v.field => out.push(v.ty),
                    DeclKind::Function(_) if self.tu.is_constructor(d) => return None,
                    _ => {}
                }
            }
        }
        Some(out)
    }

    fn narrowing(&self, e: ExprId, to: TypeId) -> Narrowing {
        let types = &self.tu.types;
        let from = types.unqualified(types.canonical(types.non_reference(self.tu.exprs[e].ty)));
        let to = types.unqualified(types.canonical(to));
        if types.is_dependent(from) || types.is_dependent(to) {
            return Narrowing::No;
        }
        let (Some(fb), Some(tb)) = (self.arith_builtin(from), types.as_builtin(to)) else {
            return Narrowing::No;
        };
        let value = self.tu.exprs[e].value.get();
        if fb.is_floating() {
            if tb.is_integral() {
                return Narrowing::Yes;
            }
            if tb.is_floating() && float_rank(tb) < float_rank(fb) && value.is_none() {
                return Narrowing::Yes;
            }
            return Narrowing::No;
        }
        if !fb.is_integral() {
            return Narrowing::No;
        }
        if tb.is_floating() {
            return match value {
                None => Narrowing::Yes,
                Some(ConstValue::Int(v)) if !exact_in_float(v, tb) => Narrowing::InexactConstant,
                Some(_) => Narrowing::No,
            };
        }
        if !tb.is_integral() || fits_all(fb, tb) {
            return Narrowing::No;
        }
        match value {
            None => Narrowing::Yes,
            Some(ConstValue::Int(v)) if fits_value(v, tb) => Narrowing::No,
            Some(_) => Narrowing::ConstantOutOfRange,
        }
    }

    /// An arithmetic type's builtin (an unscoped enum counts as `int`).
    fn arith_builtin(&self, t: TypeId) -> Option<Builtin> {
        match self.tu.types.get(t) {
            Type::Builtin(b) if *b != Builtin::Void && *b != Builtin::NullPtr => Some(*b),
            _ => None,
        }
    }
}

fn float_rank(b: Builtin) -> u8 {
    match b {
        Builtin::Float => 1,
        Builtin::Double => 2,
        _ => 3,
    }
}

/// Bits and signedness of an integer type.
fn int_shape(b: Builtin) -> (u32, bool) {
    if b == Builtin::Bool {
        return (1, false);
    }
    let bits = b.size_align().map_or(32, |(s, _)| s as u32 * 8);
    (bits, b.is_signed())
}

/// Every value of `from` is a value of `to`.
fn fits_all(from: Builtin, to: Builtin) -> bool {
    let (fbits, fs) = int_shape(from);
    let (tbits, ts) = int_shape(to);
    match (fs, ts) {
        (false, false) | (true, true) => fbits <= tbits,
        (false, true) => fbits < tbits,
        (true, false) => false,
    }
}

fn fits_value(v: i128, to: Builtin) -> bool {
    let (bits, signed) = int_shape(to);
    if bits >= 128 {
        return signed || v >= 0;
    }
    if signed {
        let max = (1i128 << (bits - 1)) - 1;
        v >= -max - 1 && v <= max
    } else {
        v >= 0 && v < (1i128 << bits)
    }
}

/// An integer value a floating type holds exactly.
fn exact_in_float(v: i128, to: Builtin) -> bool {
    match to {
        Builtin::Float => (v as f32) as i128 == v,
        Builtin::Double => (v as f64) as i128 == v,
        _ => true,
    }
}
