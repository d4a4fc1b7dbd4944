//! The Itanium C++ ABI encoder: [`tree`](super::tree) values → `_Z...` bytes.
//!
//! Substitutions follow the ABI (§5.1.9 "Compression"): every prefix of a nested name, every
//! template name, and every type other than a builtin is a candidate, numbered in the order
//! its encoding *ends*; a component already seen is written `S_`, `S0_`, `S1_`, ... (base 36,
//! digits then capitals). A function's or variable's own name is not a candidate, but the
//! template name of a function template specialization is.

use std::collections::HashMap;

use super::tree::{
    Component, CtorKind, DtorKind, Entity, FunctionType, Name, Quals, RefQual, TemplateArg, Type,
    Unqualified,
};

/// What a substitution entry stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    /// A name prefix (the last component's `args: None` is the template name itself), in a
    /// local scope or not. Also a class or enum type by name.
    Prefix(Option<Box<super::tree::Local>>, Vec<Component>),
    Type(Type),
}

/// One encoding in progress: the output and the substitution table.
#[derive(Default)]
pub struct Encoder {
    out: Vec<u8>,
    table: HashMap<Key, usize>,
}

/// `_Z <encoding>` for an entity.
pub fn mangle(entity: &Entity) -> Vec<u8> {
    let mut e = Encoder::default();
    e.out.extend_from_slice(b"_Z");
    e.encoding(entity);
    e.out
}

/// The encoding of a type alone (`typedef ns::Pt _ZN2ns2PtE;` in the stub is `_Z` + this for
/// a nested name).
pub fn mangle_type(ty: &Type) -> Vec<u8> {
    let mut e = Encoder::default();
    e.ty(ty);
    e.out
}

fn is_std(c: &Component) -> bool {
    c.args.is_none() && c.name == Unqualified::Source(b"std".to_vec())
}

/// `std::` + a class template named `name` with `args`.
fn std_class(name: &[u8], args: Vec<TemplateArg>) -> Type {
    Type::Named(Name::new(vec![
        Component::source("std"),
        Component {
            name: Unqualified::Source(name.to_vec()),
            args: Some(args),
        },
    ]))
}

impl Encoder {
    /// The Itanium abbreviations of `std` names ([mangle.substitution]): `Sa`/`Sb` for the
    /// templates `std::allocator`/`std::basic_string` (their specializations are
    /// candidates), and `Ss`, `Si`, `So`, `Sd` for the char specializations of
    /// `basic_string`, `basic_istream`, `basic_ostream`, `basic_iostream` (not candidates).
    fn std_abbreviation(&mut self, comps: &[Component], is_type: bool) -> bool {
        let [first, class] = comps else {
            return false;
        };
        let (true, Unqualified::Source(name), Some(args)) =
            (is_std(first), &class.name, &class.args)
        else {
            return false;
        };
        let char_t = TemplateArg::Type(Type::Builtin(super::tree::Builtin::Char));
        let traits = TemplateArg::Type(std_class(b"char_traits", vec![char_t.clone()]));
        let alloc = TemplateArg::Type(std_class(b"allocator", vec![char_t.clone()]));
        let streams = [char_t.clone(), traits.clone()];
        let whole = match name.as_slice() {
            b"basic_string" if args[..] == [char_t, traits, alloc] => Some("Ss"),
            b"basic_istream" if args[..] == streams => Some("Si"),
            b"basic_ostream" if args[..] == streams => Some("So"),
            b"basic_iostream" if args[..] == streams => Some("Sd"),
            _ => None,
        };
        if let Some(abbrev) = whole {
            self.put(abbrev);
            return true;
        }
        let template = match name.as_slice() {
            b"allocator" => "Sa",
            b"basic_string" => "Sb",
            _ => return false,
        };
        let key = Key::Prefix(None, comps.to_vec());
        if is_type && self.try_substitute(&key) {
            return true;
        }
        self.put(template);
        self.template_args(args);
        if is_type {
            self.add(key);
        }
        true
    }

    fn put(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }

    /// Writes `S_`/`S<n>_` if `key` is a known component.
    fn try_substitute(&mut self, key: &Key) -> bool {
        let Some(&index) = self.table.get(key) else {
            return false;
        };
        self.out.push(b'S');
        if index > 0 {
            self.out.extend_from_slice(&base36(index - 1));
        }
        self.out.push(b'_');
        true
    }

    fn add(&mut self, key: Key) {
        let next = self.table.len();
        self.table.entry(key).or_insert(next);
    }

    fn encoding(&mut self, entity: &Entity) {
        match entity {
            Entity::Variable(name) => self.name(name, false, Quals::default(), RefQual::None),
            Entity::Function {
                name,
                ret,
                params,
                variadic,
                this_quals,
                ref_qual,
            } => {
                self.name(name, false, *this_quals, *ref_qual);
                if let Some(ret) = ret {
                    self.ty(ret);
                }
                self.params(params, *variadic);
            }
        }
    }

    fn params(&mut self, params: &[Type], variadic: bool) {
        if params.is_empty() && !variadic {
            self.put("v");
        }
        for p in params {
            self.ty(p);
        }
        if variadic {
            self.put("z");
        }
    }

    /// A name. `is_type`: the whole name is a class or enum type, itself a candidate.
    fn name(&mut self, name: &Name, is_type: bool, quals: Quals, ref_qual: RefQual) {
        if let Some(local) = &name.local {
            self.put("Z");
            // `main` is named without its signature (`_ZZ4mainE…`).
            match &local.function {
                Entity::Function { name: f, .. } if is_main(f) => {
                    self.name(f, false, Quals::default(), RefQual::None)
                }
                function => self.encoding(function),
            }
            self.put("E");
            let nested = name.components.len() > 1 || !quals.is_empty();
            self.components(
                Some(&**local),
                &name.components,
                is_type,
                nested,
                quals,
                ref_qual,
            );
            match local.discriminator {
                0 => {}
                d @ 1..=10 => self.put(&format!("_{}", d - 1)),
                d => self.put(&format!("__{}_", d - 1)),
            }
            return;
        }
        let comps = &name.components;
        if quals.is_empty() && ref_qual == RefQual::None && self.std_abbreviation(comps, is_type) {
            return;
        }
        let std_len = usize::from(comps.first().is_some_and(is_std));
        let nested = comps.len() - std_len > 1 || !quals.is_empty() || ref_qual != RefQual::None;
        self.components(None, comps, is_type, nested, quals, ref_qual);
    }

    fn components(
        &mut self,
        local: Option<&super::tree::Local>,
        comps: &[Component],
        is_type: bool,
        nested: bool,
        quals: Quals,
        ref_qual: RefQual,
    ) {
        let local = local.map(|l| Box::new(l.clone()));
        let key = |upto: &[Component]| Key::Prefix(local.clone(), upto.to_vec());
        if is_type && self.try_substitute(&key(comps)) {
            return;
        }
        if nested {
            self.put("N");
            self.qualifiers(quals);
            match ref_qual {
                RefQual::None => {}
                RefQual::LValue => self.put("R"),
                RefQual::RValue => self.put("O"),
            }
        }
        let n = comps.len();
        // The longest prefix (or template name) already seen.
        let mut start = 0;
        if comps.first().is_some_and(is_std) {
            self.put("St");
            start = 1;
        }
        // The whole name was tried above (a type) or is no candidate (a function); its
        // template name is tried like every prefix (`NS1_IfE`: `cuda::__4::annotated_ptr`
        // seen before, not `NS0_S1_IfE`).
        for k in (start + 1..=n).rev() {
            if k < n && self.try_substitute(&key(&comps[..k])) {
                start = k;
                break;
            }
            let last = &comps[k - 1];
            if let Some(args) = &last.args {
                let mut template = comps[..k].to_vec();
                template[k - 1].args = None;
                if self.try_substitute(&key(&template)) {
                    self.template_args(args);
                    if k < n || is_type {
                        self.add(key(&comps[..k]));
                    }
                    start = k;
                    break;
                }
            }
        }
        for k in start + 1..=n {
            let comp = &comps[k - 1];
            let whole_is_candidate = k < n || is_type;
            if k == n && comp.args.is_some() {
                // A template name seen before (`f` in a second `f<...>` argument).
                let mut template = comps[..k].to_vec();
                template[k - 1].args = None;
                if self.try_substitute(&key(&template)) {
                    self.template_args(comp.args.as_deref().unwrap_or_default());
                    if whole_is_candidate {
                        self.add(key(&comps[..k]));
                    }
                    continue;
                }
            }
            self.unqualified(&comp.name);
            match &comp.args {
                Some(args) => {
                    let mut template = comps[..k].to_vec();
                    template[k - 1].args = None;
                    self.add(key(&template));
                    self.template_args(args);
                    if whole_is_candidate {
                        self.add(key(&comps[..k]));
                    }
                }
                None => {
                    if whole_is_candidate {
                        self.add(key(&comps[..k]));
                    }
                }
            }
        }
        if nested {
            self.put("E");
        }
    }

    fn unqualified(&mut self, name: &Unqualified) {
        match name {
            Unqualified::Source(id) => {
                self.put(&id.len().to_string());
                self.out.extend_from_slice(id);
            }
            Unqualified::Constructor(CtorKind::Complete) => self.put("C1"),
            Unqualified::Constructor(CtorKind::Base) => self.put("C2"),
            Unqualified::Destructor(DtorKind::Deleting) => self.put("D0"),
            Unqualified::Destructor(DtorKind::Complete) => self.put("D1"),
            Unqualified::Destructor(DtorKind::Base) => self.put("D2"),
            Unqualified::Operator(op) => self.put(op.code()),
            Unqualified::Conversion(ty) => {
                self.put("cv");
                self.ty(ty);
            }
            Unqualified::LiteralOperator(id) => {
                self.put("li");
                self.put(&id.len().to_string());
                self.out.extend_from_slice(id);
            }
            Unqualified::Raw(text) => self.out.extend_from_slice(text),
        }
    }

    fn qualifiers(&mut self, q: Quals) {
        if q.is_restrict {
            self.put("r");
        }
        if q.is_volatile {
            self.put("V");
        }
        if q.is_const {
            self.put("K");
        }
    }

    fn template_args(&mut self, args: &[TemplateArg]) {
        self.put("I");
        for arg in args {
            self.template_arg(arg);
        }
        self.put("E");
    }

    fn template_arg(&mut self, arg: &TemplateArg) {
        match arg {
            TemplateArg::Type(t) => self.ty(t),
            TemplateArg::Integral(t, value) => {
                self.put("L");
                self.ty(t);
                if *value < 0 {
                    self.put("n");
                }
                self.put(&value.unsigned_abs().to_string());
                self.put("E");
            }
            TemplateArg::NullPtr => self.put("LDnE"),
            TemplateArg::Address(entity) => {
                self.put("L_Z");
                self.encoding(entity);
                self.put("E");
            }
            TemplateArg::Template(name) => self.name(name, true, Quals::default(), RefQual::None),
            TemplateArg::NonTypeParam(index) => {
                self.put("X");
                self.put(&template_param(*index));
                self.put("E");
            }
            TemplateArg::Pack(args) => {
                self.put("J");
                for a in args {
                    self.template_arg(a);
                }
                self.put("E");
            }
        }
    }

    fn ty(&mut self, ty: &Type) {
        match ty {
            Type::Builtin(b) => self.put(b.code()),
            Type::Named(name) => self.name(name, true, Quals::default(), RefQual::None),
            _ => {
                let key = Key::Type(ty.clone());
                if self.try_substitute(&key) {
                    return;
                }
                self.compound(ty);
                self.add(key);
            }
        }
    }

    /// A type that is a candidate as a whole, written out.
    fn compound(&mut self, ty: &Type) {
        match ty {
            Type::Builtin(_) | Type::Named(_) => self.ty(ty),
            Type::Qualified(q, inner) => {
                if let Type::Function(f) = &**inner {
                    // A qualified function type: the qualifiers precede `F`, and the
                    // unqualified function type is not a candidate of its own.
                    self.qualifiers(*q);
                    self.function(f);
                    return;
                }
                self.qualifiers(*q);
                self.ty(inner);
            }
            Type::Pointer(inner) => {
                self.put("P");
                self.ty(inner);
            }
            Type::LValueRef(inner) => {
                self.put("R");
                self.ty(inner);
            }
            Type::RValueRef(inner) => {
                self.put("O");
                self.ty(inner);
            }
            Type::Array(bound, elem) => {
                self.put("A");
                if let Some(n) = bound {
                    self.put(&n.to_string());
                }
                self.put("_");
                self.ty(elem);
            }
            Type::Function(f) => {
                if !f.quals.is_empty() {
                    self.qualifiers(f.quals);
                }
                self.function(f);
            }
            Type::MemberPointer { class, member } => {
                self.put("M");
                self.ty(class);
                self.ty(member);
            }
            Type::TemplateParam(index) => self.put(&template_param(*index)),
            Type::TemplateParamArgs(index, args) => {
                let param = Type::TemplateParam(*index);
                self.ty(&param);
                self.template_args(args);
            }
            Type::PackExpansion(inner) => {
                self.put("Dp");
                self.ty(inner);
            }
            Type::Complex(inner) => {
                self.put("C");
                self.ty(inner);
            }
            Type::Vendor(name) => {
                self.put("u");
                self.put(&name.len().to_string());
                self.out.extend_from_slice(name);
            }
        }
    }

    fn function(&mut self, f: &FunctionType) {
        if f.noexcept {
            self.put("Do");
        }
        self.put("F");
        if f.extern_c {
            self.put("Y");
        }
        self.ty(&f.ret);
        self.params(&f.params, f.variadic);
        match f.ref_qual {
            RefQual::None => {}
            RefQual::LValue => self.put("R"),
            RefQual::RValue => self.put("O"),
        }
        self.put("E");
    }
}

/// `T_`, `T0_`, `T1_`, ...
fn template_param(index: u32) -> String {
    match index {
        0 => "T_".to_owned(),
        n => format!("T{}_", n - 1),
    }
}

/// A sequence id: base 36 with digits and capital letters.
fn base36(mut n: usize) -> Vec<u8> {
    const DIGITS: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut digits = Vec::new();
    loop {
        digits.push(DIGITS[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    digits
}

/// `::main` (its local entities' names carry no signature).
fn is_main(name: &Name) -> bool {
    name.local.is_none()
        && matches!(name.components.as_slice(), [c] if c.args.is_none() && c.name == Unqualified::Source(b"main".to_vec()))
}
