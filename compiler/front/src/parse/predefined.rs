//! The predefined identifiers `__func__`, `__FUNCTION__` and `__PRETTY_FUNCTION__`.
//!
//! In a function body each is a static `const char[]` local of the function, which the IL
//! makes as an implicit variable on first use (never printed as a declaration; uses print
//! its name: `return __func__;`, `const char *p = (__func__);`). The reference keeps one
//! variable for `__func__` and `__FUNCTION__` (their values are the same), named by the
//! spelling used first: after `__FUNCTION__`, a later `__func__` prints `__FUNCTION__`.
//! `__PRETTY_FUNCTION__` is the signature as EDG writes it (`int ns::S::f(int, const char *)
//! const`, `D::~D() noexcept`). Outside a function the value is `""`, which the reference
//! prints as the literal (`const char *g = ("");`). In a template the array is dependent.

use std::collections::HashMap;

use crate::il::decl::{DeclName, Init, StorageClass, VarDecl};
use crate::il::expr::{ExprKind, InitForm, OverloadedOp, ValueCategory};
use crate::il::types::{ArrayBound, Builtin, ExceptionSpec, Quals, RefQual};
use crate::il::{Decl, DeclId, DeclKind, ExprId};
use crate::lex::Encoding;
use crate::pp::{Symbol, SymbolTable};
use crate::sema::cuda_checks::body::{qualified_name, type_text};
use crate::sema::scope::ScopeKind;
use crate::source::Pos;

use super::Parser;

/// The predefined identifiers' symbols, and per function the variables made for them.
pub struct Predefined {
    func: Symbol,
    function: Symbol,
    pretty_function: Symbol,
    /// Function → (the `__func__`/`__FUNCTION__` variable, the `__PRETTY_FUNCTION__` one).
    vars: HashMap<DeclId, [Option<DeclId>; 2]>,
}

impl Predefined {
    pub fn new(symbols: &mut SymbolTable) -> Predefined {
        Predefined {
            func: symbols.intern(b"__func__"),
            function: symbols.intern(b"__FUNCTION__"),
            pretty_function: symbols.intern(b"__PRETTY_FUNCTION__"),
            vars: HashMap::new(),
        }
    }
}

impl Parser<'_, '_> {
    /// A predefined identifier at the current token (unless the name is declared).
    pub(crate) fn parse_predefined_identifier(&mut self) -> Option<ExprId> {
        let t = self.tok();
        let p = &self.gnu.predefined;
        let slot = if t.sym == p.func || t.sym == p.function {
            0
        } else if t.sym == p.pretty_function {
            1
        } else {
            return None;
        };
        if !self.lookup(t.sym).is_empty() {
            return None;
        }
        self.bump();
        let function = self.scopes.significant().find_map(|s| match s.kind {
            ScopeKind::Function(f) => Some(f),
            _ => None,
        });
        let Some(function) = function else {
            return Some(self.predefined_string(Vec::new(), t.loc));
        };
        let var = match self
            .gnu
            .predefined
            .vars
            .get(&function)
            .and_then(|v| v[slot])
        {
            Some(v) => v,
            None => {
                let text = if slot == 0 {
                    self.function_name_text(function)
                } else {
                    self.pretty_function_text(function)
                };
                let v = self.predefined_variable(function, t.sym, text, t.loc);
                self.gnu.predefined.vars.entry(function).or_default()[slot] = Some(v);
                v
            }
        };
        Some(self.tu.decl_ref(var, t.loc))
    }

    /// A narrow string literal with these bytes.
    fn predefined_string(&mut self, bytes: Vec<u8>, pos: Pos) -> ExprId {
        let ch = self.tu.types.builtin(Builtin::Char);
        let cch = self.tu.types.qualified(ch, Quals::CONST);
        let ty = self
            .tu
            .types
            .array(cch, ArrayBound::Known(bytes.len() as u64 + 1));
        self.tu.add_expr(
            ExprKind::StringLit {
                encoding: Encoding::Plain,
                units: bytes.into_iter().map(u32::from).collect(),
                pieces: vec![pos].into(),
            },
            ty,
            ValueCategory::LValue,
            pos,
        )
    }

    /// The implicit `static const char NAME[] = "text";` of a function.
    fn predefined_variable(
        &mut self,
        function: DeclId,
        name: Symbol,
        text: Vec<u8>,
        pos: Pos,
    ) -> DeclId {
        let init = self.predefined_string(text, pos);
        let mut ty = self.tu.exprs[init].ty;
        if self.scopes.in_template() {
            // In a template the value waits for the instantiation (`[with T = int]`): the
            // reference takes the array as dependent (`sizeof(__func__)` keeps its
            // parentheses, a decay is not recorded).
            let ch = self.tu.types.builtin(Builtin::Char);
            let cch = self.tu.types.qualified(ch, Quals::CONST);
            ty = self.tu.types.array(cch, ArrayBound::Dependent(init));
        }
        let mut d = Decl::new(
            DeclName::Ident(name),
            pos,
            Some(function),
            DeclKind::Var(VarDecl {
                storage: StorageClass::Static,
                init: Some(Init {
                    form: InitForm::Equals,
                    expr: init,
                }),
                ..VarDecl::new(ty)
            }),
        );
        d.implicit = true;
        self.tu.add_decl(d)
    }

    /// `__func__`: the function's unqualified name (`f`, `C`, `~D`, `operator=`,
    /// `operator int`).
    fn function_name_text(&self, f: DeclId) -> Vec<u8> {
        let tu = &self.tu;
        let class_name = || {
            tu.decls[f]
                .parent
                .map(|c| tu.name_bytes(c).to_vec())
                .unwrap_or_default()
        };
        match tu.decls[f].name {
            DeclName::Ident(s) => tu.symbols.name(s).to_vec(),
            DeclName::Constructor => class_name(),
            DeclName::Destructor => [b"~".to_vec(), class_name()].concat(),
            DeclName::Operator(op) => [b"operator".to_vec(), operator_text(op)].concat(),
            DeclName::Conversion(t) => [b"operator ".to_vec(), type_text(tu, t, 0)].concat(),
            DeclName::LiteralOperator(_) => b"operator ".to_vec(),
            _ => Vec::new(),
        }
    }

    /// `__PRETTY_FUNCTION__`: `[static ]RET QUALIFIED-NAME(PARAMS)[ cv][ ref][ noexcept]`
    /// with types as EDG writes them in messages (typedefs resolved).
    fn pretty_function_text(&self, f: DeclId) -> Vec<u8> {
        let tu = &self.tu;
        let DeclKind::Function(fd) = &tu.decls[f].kind else {
            return self.function_name_text(f);
        };
        let Some(ft) = tu.types.as_function(fd.ty) else {
            return self.function_name_text(f);
        };
        let name = tu.decls[f].name;
        let parent_is_class = tu.decls[f]
            .parent
            .is_some_and(|p| matches!(tu.decls[p].kind, DeclKind::Class(_)));
        let mut out = Vec::new();
        if fd.storage == StorageClass::Static && parent_is_class {
            out.extend_from_slice(b"static ");
        }
        let no_return =
            tu.is_constructor(f) || matches!(name, DeclName::Destructor | DeclName::Conversion(_));
        if !no_return {
            let ret = type_text(tu, tu.types.canonical(ft.ret), 0);
            out.extend_from_slice(&ret);
            if !matches!(ret.last(), Some(b'*' | b'&')) {
                out.push(b' ');
            }
        }
        let mut qualified = match tu.decls[f].parent {
            Some(p) if !matches!(tu.decls[p].kind, DeclKind::TranslationUnit { .. }) => {
                let mut q = qualified_name(tu, p);
                q.extend_from_slice(b"::");
                q
            }
            _ => Vec::new(),
        };
        qualified.extend(self.function_name_text(f));
        out.extend(qualified);
        out.push(b'(');
        let params: Vec<Vec<u8>> = ft
            .params
            .iter()
            .map(|&p| type_text(tu, tu.types.canonical(p), 0))
            .collect();
        out.extend(params.join(&b", "[..]));
        if ft.variadic {
            out.extend_from_slice(if params.is_empty() { b"..." } else { b", ..." });
        }
        out.push(b')');
        if ft.quals.has(Quals::CONST) {
            out.extend_from_slice(b" const");
        }
        if ft.quals.has(Quals::VOLATILE) {
            out.extend_from_slice(b" volatile");
        }
        match ft.ref_qual {
            RefQual::LValue => out.extend_from_slice(b" &"),
            RefQual::RValue => out.extend_from_slice(b" &&"),
            RefQual::None => {}
        }
        match ft.exception {
            ExceptionSpec::Noexcept | ExceptionSpec::NoexceptExpr(_, Some(true)) => {
                out.extend_from_slice(b" noexcept")
            }
            ExceptionSpec::ThrowEmpty => out.extend_from_slice(b" throw()"),
            // A destructor is implicitly `noexcept`.
            ExceptionSpec::None if name == DeclName::Destructor => {
                out.extend_from_slice(b" noexcept")
            }
            _ => {}
        }
        out
    }
}

/// An overloaded operator's spelling after `operator` (a word keeps its space).
fn operator_text(op: OverloadedOp) -> Vec<u8> {
    let s = op.spelling();
    if s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        format!(" {s}").into_bytes()
    } else {
        s.as_bytes().to_vec()
    }
}
