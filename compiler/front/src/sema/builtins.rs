//! GNU builtins: the functions (`__builtin_memcpy`, `__atomic_load_n`, ...) and types
//! (`__builtin_va_list`) the reference knows without a declaration.
//!
//! The functions are data (`builtins.def`, in the spirit of clang's Builtins.def): a name and a
//! C signature each. A builtin is declared on first use, as an implicit function in the global
//! namespace that lookup then finds like any other (it is never printed: the `.int.c` calls it
//! by name and gcc knows it too). Type-generic builtins take any arguments; the return type of a
//! few follows their first argument, which [`BuiltinReturn`] says and the call resolves.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::il::attr::ExecSpace;
use crate::il::decl::{
    ClassDecl, ClassKey, Decl, DeclKind, DeclName, FnFlags, FunctionDecl, StorageClass, TypedefDecl,
};
use crate::il::types::{ArrayBound, Builtin, Quals, Type};
use crate::il::{DeclId, TranslationUnit, TypeId};
use crate::parse::Parser;
use crate::pp::Symbol;
use crate::source::Pos;

/// How a builtin's return type is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinReturn {
    /// The type its signature names.
    Fixed,
    /// The type of the first argument (`__builtin_launder`).
    FirstArg,
    /// What the first argument points to (`__atomic_load_n(p, order)`).
    PointeeOfFirstArg,
    /// A pointer to the first argument's type (`__builtin_addressof`).
    AddressOfFirstArg,
}

/// One builtin's signature as the table writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    pub ret: String,
    pub ret_rule: BuiltinReturn,
    /// `None`: type-generic, any arguments.
    pub params: Option<Vec<String>>,
    pub variadic: bool,
}

const TABLE: &str = include_str!("builtins.def");

/// Every builtin function by name.
pub fn table() -> &'static HashMap<String, Signature> {
    static TABLE_MAP: OnceLock<HashMap<String, Signature>> = OnceLock::new();
    TABLE_MAP.get_or_init(|| parse_table(TABLE).expect("builtins.def is well formed"))
}

/// Parses the table (errors name the line).
pub fn parse_table(text: &str) -> Result<HashMap<String, Signature>, String> {
    let mut out = HashMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: &str| format!("builtins.def line {}: {why}: {line}", n + 1);
        if let Some(rest) = line.strip_prefix("@math ") {
            let (name, sig) = rest
                .trim()
                .split_once(' ')
                .ok_or_else(|| bad("expected NAME SIGNATURE"))?;
            for (suffix, d) in [("", "double"), ("f", "float"), ("l", "long double")] {
                let sig = parse_signature(&sig.replace('D', d)).map_err(|e| bad(&e))?;
                out.insert(format!("__builtin_{name}{suffix}"), sig);
            }
            continue;
        }
        let (name, sig) = line
            .split_once(char::is_whitespace)
            .ok_or_else(|| bad("expected NAME SIGNATURE"))?;
        out.insert(
            name.to_string(),
            parse_signature(sig.trim()).map_err(|e| bad(&e))?,
        );
    }
    Ok(out)
}

fn parse_signature(sig: &str) -> Result<Signature, String> {
    let open = sig.find('(').ok_or("no parameter list")?;
    let inner = sig[open + 1..]
        .strip_suffix(')')
        .ok_or("no closing parenthesis")?
        .trim();
    let ret = sig[..open].trim();
    let (ret_rule, ret) = match ret {
        "arg0" => (BuiltinReturn::FirstArg, "int"),
        "*arg0" => (BuiltinReturn::PointeeOfFirstArg, "int"),
        "&arg0" => (BuiltinReturn::AddressOfFirstArg, "int"),
        other => (BuiltinReturn::Fixed, other),
    };
    if inner == "any" {
        return Ok(Signature {
            ret: ret.to_string(),
            ret_rule,
            params: None,
            variadic: true,
        });
    }
    let mut params: Vec<String> = inner
        .split(',')
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect();
    let variadic = params.last().is_some_and(|p| p == "...");
    if variadic {
        params.pop();
    }
    Ok(Signature {
        ret: ret.to_string(),
        ret_rule,
        params: Some(params),
        variadic,
    })
}

/// The builtin types: `__builtin_va_list` is x86-64's `__va_list_tag[1]`.
pub const VA_LIST: &str = "__builtin_va_list";
const VA_LIST_TAG: &str = "__va_list_tag";

/// A C type name of the table as an IL type; `None` when the table names a type we don't know.
fn type_of(
    tu: &mut TranslationUnit,
    builtin_types: &HashMap<&'static str, TypeId>,
    text: &str,
) -> Option<TypeId> {
    let text = text.trim();
    if let Some(inner) = text.strip_suffix('*') {
        let pointee = type_of(tu, builtin_types, inner)?;
        return Some(tu.types.pointer(pointee));
    }
    let mut quals = Quals::NONE;
    let mut words: Vec<&str> = Vec::new();
    for w in text.split_whitespace() {
        match w {
            "const" => quals = quals.union(Quals::CONST),
            "volatile" => quals = quals.union(Quals::VOLATILE),
            _ => words.push(w),
        }
    }
    let base = match words.join(" ").as_str() {
        "void" => tu.types.builtin(Builtin::Void),
        "bool" => tu.types.builtin(Builtin::Bool),
        "char" => tu.types.builtin(Builtin::Char),
        "int" => tu.types.builtin(Builtin::Int),
        "unsigned int" | "unsigned" => tu.types.builtin(Builtin::UnsignedInt),
        "unsigned short" => tu.types.builtin(Builtin::UnsignedShort),
        "long" => tu.types.builtin(Builtin::Long),
        "unsigned long" | "size_t" => tu.types.builtin(Builtin::UnsignedLong),
        "long long" => tu.types.builtin(Builtin::LongLong),
        "unsigned long long" => tu.types.builtin(Builtin::UnsignedLongLong),
        "float" => tu.types.builtin(Builtin::Float),
        "double" => tu.types.builtin(Builtin::Double),
        "long double" => tu.types.builtin(Builtin::LongDouble),
        other => *builtin_types.get(other)?,
    };
    Some(if quals.is_empty() {
        base
    } else {
        tu.types.qualified(base, quals)
    })
}

/// The builtins declared so far, and the builtin types.
#[derive(Default)]
pub struct BuiltinDecls {
    functions: HashMap<Symbol, DeclId>,
    /// Builtins whose return type follows their arguments.
    pub returns: HashMap<DeclId, BuiltinReturn>,
    types: HashMap<&'static str, TypeId>,
    /// The device side (cicc mode): the NVVM builtins are known too.
    pub device_side: bool,
}

impl BuiltinDecls {
    /// No builtin declared yet; `device_side`: the NVVM builtins are known too.
    pub fn new(device_side: bool) -> BuiltinDecls {
        BuiltinDecls {
            device_side,
            ..BuiltinDecls::default()
        }
    }

    /// Declares the builtin types in the global namespace (they must be known before any
    /// declaration uses them: the parser decides what is a type by lookup).
    pub fn declare_types(
        &mut self,
        tu: &mut TranslationUnit,
        declare: &mut dyn FnMut(Symbol, DeclId),
    ) {
        let root = TranslationUnit::ROOT;
        let err = tu.types.error();
        let tag_name = tu.symbols.intern(VA_LIST_TAG.as_bytes());
        let tag_class = ClassDecl {
            key: ClassKey::Struct,
            self_ty: err,
            bases: Vec::new(),
            members: Vec::new(),
            complete: false,
            is_final: false,
            open_brace: None,
            close_brace: None,
            key_pos: Pos::default(),
            specialization: None,
            is_lambda: false,
            pack: None,
            elaborated_only: true,
        };
        let mut tag = Decl::new(
            DeclName::Ident(tag_name),
            Pos::default(),
            Some(root),
            DeclKind::Class(Box::new(tag_class)),
        );
        tag.implicit = true;
        let tag = tu.add_decl(tag);
        let tag_ty = tu.types.intern(Type::Class(tag));
        if let DeclKind::Class(c) = &mut tu.decls[tag].kind {
            c.self_ty = tag_ty;
        }
        let array = tu.types.array(tag_ty, ArrayBound::Known(1));
        let sugar = Self::builtin_typedef(tu, VA_LIST, array, declare);
        self.types.insert(VA_LIST, sugar);
        // GCC's 128-bit integer typedefs.
        let i128 = tu.types.builtin(Builtin::Int128);
        Self::builtin_typedef(tu, "__int128_t", i128, declare);
        let u128 = tu.types.builtin(Builtin::UnsignedInt128);
        Self::builtin_typedef(tu, "__uint128_t", u128, declare);
    }

    /// An implicit typedef `name` of `aliased` in the global namespace; its sugared type.
    fn builtin_typedef(
        tu: &mut TranslationUnit,
        name: &str,
        aliased: TypeId,
        declare: &mut dyn FnMut(Symbol, DeclId),
    ) -> TypeId {
        let root = TranslationUnit::ROOT;
        let err = tu.types.error();
        let name = tu.symbols.intern(name.as_bytes());
        let typedef = TypedefDecl {
            aliased,
            alias_form: false,
            self_ty: err,
        };
        let mut decl = Decl::new(
            DeclName::Ident(name),
            Pos::default(),
            Some(root),
            DeclKind::Typedef(typedef),
        );
        decl.implicit = true;
        let typedef = tu.add_decl(decl);
        let sugar = tu.types.intern(Type::Typedef {
            decl: typedef,
            aliased,
            qualifier: None,
        });
        if let DeclKind::Typedef(t) = &mut tu.decls[typedef].kind {
            t.self_ty = sugar;
        }
        declare(name, typedef);
        sugar
    }

    /// The implicit declaration of builtin function `name`, made on first use; `None` when
    /// `name` is no builtin.
    pub fn function(&mut self, tu: &mut TranslationUnit, name: Symbol) -> Option<DeclId> {
        if let Some(&d) = self.functions.get(&name) {
            return Some(d);
        }
        let spelled = String::from_utf8_lossy(tu.symbols.name(name)).into_owned();
        let sig = table().get(&spelled).or_else(|| {
            self.device_side
                .then(|| super::device_builtins::table().get(&spelled))
                .flatten()
        })?;
        let ret = type_of(tu, &self.types, &sig.ret)?;
        let params = match &sig.params {
            Some(list) => list
                .iter()
                .map(|p| type_of(tu, &self.types, p))
                .collect::<Option<Vec<_>>>()?,
            None => Vec::new(),
        };
        let ty = tu.types.simple_function(ret, &params, sig.variadic);
        let func = FunctionDecl {
            ty,
            params: Vec::new(),
            storage: StorageClass::Extern,
            flags: FnFlags::default(),
            mem_inits: Vec::new(),
            body: None,
            default_delete_pos: None,
            c_linkage: true,
        };
        let mut decl = Decl::new(
            DeclName::Ident(name),
            Pos::default(),
            Some(TranslationUnit::ROOT),
            DeclKind::Function(Box::new(func)),
        );
        decl.implicit = true;
        // Builtins are callable from host and device code alike.
        decl.attrs.cuda.exec = ExecSpace::HOST_DEVICE;
        decl.attrs.cuda.written_exec = ExecSpace::HOST_DEVICE;
        let id = tu.add_decl(decl);
        self.functions.insert(name, id);
        if sig.ret_rule != BuiltinReturn::Fixed {
            self.returns.insert(id, sig.ret_rule);
        }
        Some(id)
    }
}

impl Parser<'_, '_> {
    /// Unqualified lookup that also finds the GNU builtin functions (declared on first use).
    pub fn lookup_or_builtin(&mut self, name: Symbol) -> Vec<DeclId> {
        let found = self.lookup(name);
        if !found.is_empty() {
            return found;
        }
        match self.builtins.function(&mut self.tu, name) {
            Some(d) => {
                self.scopes.declare_in(TranslationUnit::ROOT, name, d);
                vec![d]
            }
            None => found,
        }
    }

    /// The return type of a call of a type-generic builtin whose result follows its first
    /// argument; `None` for every other callee (or a dependent argument).
    pub fn builtin_call_return(
        &mut self,
        func: DeclId,
        args: &[crate::il::ExprId],
    ) -> Option<TypeId> {
        let rule = *self.builtins.returns.get(&func)?;
        let first = self.tu.exprs[*args.first()?].ty;
        let first = self.tu.types.non_reference(first);
        Some(match rule {
            BuiltinReturn::Fixed => return None,
            BuiltinReturn::FirstArg => first,
            BuiltinReturn::PointeeOfFirstArg => self.tu.types.pointee(first)?,
            BuiltinReturn::AddressOfFirstArg => self.tu.types.pointer(first),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_parses_and_expands_math_families() {
        let t = table();
        assert!(t.len() > 250, "{}", t.len());
        let sqrtf = &t["__builtin_sqrtf"];
        assert_eq!(
            (sqrtf.ret.as_str(), sqrtf.params.as_deref()),
            ("float", Some(&["float".to_string()][..]))
        );
        assert_eq!(
            t["__builtin_nexttowardl"].params.as_deref(),
            Some(&["long double".to_string(), "long double".to_string()][..])
        );
        let printf = &t["__builtin_printf"];
        assert!(
            printf.variadic && printf.params.as_deref() == Some(&["const char*".to_string()][..])
        );
        assert_eq!(
            t["__atomic_load_n"].ret_rule,
            BuiltinReturn::PointeeOfFirstArg
        );
        assert_eq!(t["__builtin_isnan"].params, None);
    }

    #[test]
    fn a_malformed_line_is_reported_with_its_number() {
        let err = parse_table("__builtin_x int(int)\n__builtin_y int int\n").unwrap_err();
        assert!(err.contains("line 2"), "{err}");
    }
}
