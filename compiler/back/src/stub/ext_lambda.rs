//! Extended lambdas (`--extended-lambda`) in the stub: a kernel instance whose template
//! argument is the closure type of an extended lambda.
//!
//! cicc sees the closure as the wrapper the host file builds
//! (`__nv_hdl_wrapper_t<mutable,no-captures,false,__nv_dl_tag<int (*)(),(&     ::main), 1> ,float (float),    ::Poly>`
//! for a `__host__ __device__` lambda), declares it under the closure's Itanium name
//! (`typedef … _ZZ4mainEUlfE_;`), lays it out as the wrapper (the captures, then a
//! `void *`), and names the kernel instance two ways: the stub with EDG's vendor
//! encoding of the wrapper (`Unvhdl0_0_0_1_PFivE4main1_ffE4Poly`), the registration with
//! the closure's Itanium name (`UlfE_`).
//!
//! What is handled: `__host__ __device__` lambdas of a function at global scope whose
//! types (parameters, captures, the function's signature) are builtins, pointers to
//! them or classes at global scope. Anything else is [`Unsupported`].

use crate::il::expr::{Capture, CaptureDefault, Lambda};
use crate::il::types::{Builtin, Type};
use crate::il::{DeclId, DeclKind, ExecSpace, ExprKind, Quals, TranslationUnit, TypeId};

use super::Unsupported;

/// One extended `__host__ __device__` lambda as the stub needs it.
pub struct Closure {
    lambda: Lambda,
    /// The host function the lambda is written in.
    enclosing: DeclId,
    /// 1-based among the enclosing function's extended lambdas.
    number: u32,
    /// 0-based among the enclosing function's lambdas with the same parameter types (the
    /// Itanium discriminator).
    discriminator: u32,
    /// The captured variables' types, in wrapper order.
    captures: Vec<TypeId>,
}

/// The closure of an extended lambda, or None for another class.
pub fn closure(tu: &TranslationUnit, class: DeclId) -> Result<Option<Closure>, Unsupported> {
    let is_lambda = matches!(&tu.decls[class].kind, DeclKind::Class(c) if c.is_lambda);
    if !is_lambda {
        return Ok(None);
    }
    let unsupported = Unsupported("closure types");
    let enclosing = tu.decls[class].parent.ok_or(unsupported.clone())?;
    let enclosing_ok = matches!(tu.decls[enclosing].kind, DeclKind::Function(_))
        && tu.decls[enclosing].parent == Some(TranslationUnit::ROOT);
    if !enclosing_ok {
        return Err(unsupported);
    }
    let own_operator = class_operator(tu, class);
    let mut found = None;
    let (mut number, mut discriminator) = (0, 0);
    for (id, e) in tu.exprs.iter() {
        let ExprKind::Lambda(l) = &e.kind else {
            continue;
        };
        if tu.decls[l.closure].parent != Some(enclosing) {
            continue;
        }
        let exec = tu.decls[l.call_operator].attrs.cuda.exec;
        let extended = exec.has(ExecSpace::DEVICE);
        if l.closure == class {
            if !(extended && exec.has(ExecSpace::HOST)) {
                return Err(unsupported);
            }
            number += 1;
            found = Some((id, l.clone()));
            break;
        }
        number += u32::from(extended);
        if same_params(tu, l.call_operator, own_operator) {
            discriminator += 1;
        }
    }
    let Some((id, lambda)) = found else {
        return Err(unsupported);
    };
    let captures = capture_types(tu, id, &lambda, enclosing).ok_or(unsupported)?;
    Ok(Some(Closure {
        lambda: *lambda,
        enclosing,
        number,
        discriminator,
        captures,
    }))
}

fn class_operator(tu: &TranslationUnit, class: DeclId) -> Option<DeclId> {
    tu.exprs.iter().find_map(|(_, e)| match &e.kind {
        ExprKind::Lambda(l) if l.closure == class => Some(l.call_operator),
        _ => None,
    })
}

fn operator_params(tu: &TranslationUnit, op: DeclId) -> Option<(TypeId, Vec<TypeId>)> {
    let DeclKind::Function(f) = &tu.decls[op].kind else {
        return None;
    };
    let ft = tu.types.as_function(f.ty)?;
    Some((ft.ret, ft.params.to_vec()))
}

fn same_params(tu: &TranslationUnit, a: DeclId, b: Option<DeclId>) -> bool {
    let Some(b) = b else { return false };
    match (operator_params(tu, a), operator_params(tu, b)) {
        (Some((_, pa)), Some((_, pb))) => {
            pa.len() == pb.len()
                && pa
                    .iter()
                    .zip(&pb)
                    .all(|(&x, &y)| tu.types.canonical(x) == tu.types.canonical(y))
        }
        _ => false,
    }
}

/// The explicit captures, then (with a capture default) the enclosing function's
/// variables the body names, in order of first use; `None` for `this` captures.
fn capture_types(
    tu: &TranslationUnit,
    lambda: crate::il::ExprId,
    l: &Lambda,
    enclosing: DeclId,
) -> Option<Vec<TypeId>> {
    let mut vars: Vec<DeclId> = Vec::new();
    for c in &l.captures {
        match c {
            Capture::Var {
                var,
                by_ref: false,
                pack: false,
                ..
            } => vars.push(*var),
            _ => return None,
        }
    }
    if l.default_capture != CaptureDefault::None {
        if l.default_capture != CaptureDefault::Copy {
            return None;
        }
        let DeclKind::Function(f) = &tu.decls[l.call_operator].kind else {
            return None;
        };
        let body = f.body.as_ref()?.body;
        let crate::il::StmtKind::Compound(block) = &tu.stmts[body].kind else {
            return None;
        };
        let (open, close) = (block.open, block.close);
        for i in 0..lambda.0 {
            let e = &tu.exprs[crate::il::ExprId(i)];
            let inside = e.pos.file == open.file
                && e.pos.offset > open.offset
                && e.pos.offset < close.offset;
            match &e.kind {
                ExprKind::This { .. } if inside => return None,
                ExprKind::DeclRef { decl, .. } if inside => {
                    let d = &tu.decls[*decl];
                    let local = matches!(&d.kind, DeclKind::Param(_))
                        || matches!(&d.kind, DeclKind::Var(v) if v.storage == crate::il::decl::StorageClass::None && !v.field);
                    let before =
                        d.pos.file == l.intro_pos.file && d.pos.offset < l.intro_pos.offset;
                    if local && before && d.parent == Some(enclosing) && !vars.contains(decl) {
                        vars.push(*decl);
                    }
                }
                _ => {}
            }
        }
    }
    vars.iter()
        .map(|&v| match &tu.decls[v].kind {
            DeclKind::Var(x) => Some(x.ty),
            DeclKind::Param(p) => Some(p.ty),
            _ => None,
        })
        .map(|t| t.map(|t| strip_reference(tu, t)))
        .collect()
}

fn strip_reference(tu: &TranslationUnit, t: TypeId) -> TypeId {
    match tu.types.get(t) {
        Type::LValueRef(inner) | Type::RValueRef(inner) => *inner,
        _ => t,
    }
}

impl Closure {
    /// `__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 1> ,float (float),    ::Poly>`
    pub fn wrapper_text(&self, tu: &TranslationUnit) -> Result<String, Unsupported> {
        let (ret, params) =
            operator_params(tu, self.lambda.call_operator).ok_or(Unsupported("closure types"))?;
        let sig = format!("{} ({})", text(tu, ret)?, texts(tu, &params, ", ")?);
        let mut s = format!(
            "__nv_hdl_wrapper_t<{},{},false,{} ,{sig}",
            self.lambda.mutable,
            self.captures.is_empty(),
            self.tag(tu)?
        );
        for &c in &self.captures {
            s.push(',');
            s.push_str(&text(tu, c)?);
        }
        s.push('>');
        Ok(s)
    }

    /// `__nv_dl_tag<int (*)(),(&     ::main), 1>`
    fn tag(&self, tu: &TranslationUnit) -> Result<String, Unsupported> {
        let (ret, params) = function_params(tu, self.enclosing)?;
        let name = String::from_utf8_lossy(tu.name_bytes(self.enclosing));
        Ok(format!(
            "__nv_dl_tag<{} (*)({}),(&     ::{name}), {}>",
            text(tu, ret)?,
            texts(tu, &params, ", ")?,
            self.number
        ))
    }

    /// `_ZZ4mainEUlfE_`: the typedef's name.
    pub fn alias(
        &self,
        tu: &TranslationUnit,
        mangler: &crate::mangle::Mangler,
    ) -> Result<String, Unsupported> {
        Ok(format!(
            "_Z{}{}",
            self.local_prefix(tu, mangler)?,
            self.itanium_name(tu)?
        ))
    }

    /// `Z4mainE`
    pub fn local_prefix(
        &self,
        tu: &TranslationUnit,
        mangler: &crate::mangle::Mangler,
    ) -> Result<String, Unsupported> {
        // `main` is named without its signature.
        if tu.name_bytes(self.enclosing) == b"main" {
            return Ok("Z4mainE".to_owned());
        }
        let m = mangler
            .mangled(self.enclosing)
            .ok_or(Unsupported("closure types"))?;
        let m = String::from_utf8_lossy(&m).into_owned();
        let encoding = match m.strip_prefix("_Z") {
            Some(rest) => rest.to_owned(),
            None => format!("{}{m}", m.len()),
        };
        Ok(format!("Z{encoding}E"))
    }

    /// `UlfE_`, `UlfE0_`: the closure's Itanium name in its function.
    pub fn itanium_name(&self, tu: &TranslationUnit) -> Result<String, Unsupported> {
        let (_, params) =
            operator_params(tu, self.lambda.call_operator).ok_or(Unsupported("closure types"))?;
        let params = if params.is_empty() {
            "v".to_owned()
        } else {
            manglings(tu, &params)?
        };
        let disc = match self.discriminator {
            0 => String::new(),
            n => (n - 1).to_string(),
        };
        Ok(format!("Ul{params}E{disc}_"))
    }

    /// `Unvhdl0_0_0_1_PFivE4main1_ffE4Poly`: EDG's vendor encoding of the wrapper.
    pub fn vendor_name(&self, tu: &TranslationUnit) -> Result<String, Unsupported> {
        let (fret, fparams) = function_params(tu, self.enclosing)?;
        let fparams = if fparams.is_empty() {
            "v".to_owned()
        } else {
            manglings(tu, &fparams)?
        };
        let (ret, params) =
            operator_params(tu, self.lambda.call_operator).ok_or(Unsupported("closure types"))?;
        let params = if params.is_empty() {
            "v".to_owned()
        } else {
            manglings(tu, &params)?
        };
        let name = tu.name_bytes(self.enclosing);
        Ok(format!(
            "Unvhdl{}_{}_0_{}_PF{}{fparams}E{}{}{}_{}{params}E{}",
            u8::from(self.lambda.mutable),
            u8::from(self.captures.is_empty()),
            self.captures.len(),
            mangling(tu, fret)?,
            name.len(),
            String::from_utf8_lossy(name),
            self.number,
            mangling(tu, ret)?,
            manglings(tu, &self.captures)?
        ))
    }

    /// The wrapper's (size, align): the captures, then `void *data` (none without
    /// captures: an empty class).
    pub fn layout(&self, tu: &TranslationUnit) -> Result<(u64, u64), Unsupported> {
        if self.captures.is_empty() {
            return Ok((1, 1));
        }
        let (mut size, mut align) = (0u64, 1u64);
        let fields = self
            .captures
            .iter()
            .map(|&c| crate::layout::size_align(tu, c))
            .chain([Some((8, 8))]);
        for f in fields {
            let (s, a) = f.ok_or(Unsupported("closure types"))?;
            let a = a.max(1);
            size = size.div_ceil(a) * a + s;
            align = align.max(a);
        }
        Ok((size.div_ceil(align) * align, align))
    }
}

fn function_params(tu: &TranslationUnit, f: DeclId) -> Result<(TypeId, Vec<TypeId>), Unsupported> {
    let DeclKind::Function(fd) = &tu.decls[f].kind else {
        return Err(Unsupported("closure types"));
    };
    let ft = tu
        .types
        .as_function(fd.ty)
        .ok_or(Unsupported("closure types"))?;
    Ok((ft.ret, ft.params.to_vec()))
}

fn texts(tu: &TranslationUnit, ts: &[TypeId], sep: &str) -> Result<String, Unsupported> {
    Ok(ts
        .iter()
        .map(|&t| text(tu, t))
        .collect::<Result<Vec<_>, _>>()?
        .join(sep))
}

/// A type as cicc prints it in the wrapper: `const float *`, `int`, `    ::Poly`.
fn text(tu: &TranslationUnit, t: TypeId) -> Result<String, Unsupported> {
    let (base, q) = tu.types.split_quals(t);
    let cv = match (q.has(Quals::CONST), q.has(Quals::VOLATILE)) {
        (true, true) => "const volatile ",
        (true, false) => "const ",
        (false, true) => "volatile ",
        _ => "",
    };
    match tu.types.get(tu.types.canonical(base)) {
        Type::Builtin(b) => Ok(format!("{cv}{}", builtin_text(*b)?)),
        Type::Pointer(inner) => {
            let inner = text(tu, *inner)?;
            let mut s = if inner.ends_with('*') {
                format!("{inner}*")
            } else {
                format!("{inner} *")
            };
            if !cv.is_empty() {
                s.push_str(cv.trim_end());
            }
            Ok(s)
        }
        Type::Class(d) if global_class(tu, *d) => Ok(format!(
            "{cv}    ::{}",
            String::from_utf8_lossy(tu.name_bytes(*d))
        )),
        _ => Err(Unsupported("closure types")),
    }
}

fn global_class(tu: &TranslationUnit, d: DeclId) -> bool {
    matches!(&tu.decls[d].kind, DeclKind::Class(c) if !c.is_lambda && c.specialization.is_none())
        && tu.decls[d].parent == Some(TranslationUnit::ROOT)
        && !tu.name_bytes(d).is_empty()
}

fn builtin_text(b: Builtin) -> Result<&'static str, Unsupported> {
    super::ctype::builtin(b)
}

fn manglings(tu: &TranslationUnit, ts: &[TypeId]) -> Result<String, Unsupported> {
    Ok(ts
        .iter()
        .map(|&t| mangling(tu, t))
        .collect::<Result<Vec<_>, _>>()?
        .concat())
}

/// A type's Itanium encoding, for the types a closure may hold without substitutions
/// (builtins, and classes at global scope once each).
fn mangling(tu: &TranslationUnit, t: TypeId) -> Result<String, Unsupported> {
    let (base, q) = tu.types.split_quals(t);
    if q.has(Quals::CONST) || q.has(Quals::VOLATILE) {
        return Err(Unsupported("closure types"));
    }
    match tu.types.get(tu.types.canonical(base)) {
        Type::Builtin(b) => Ok(builtin_code(*b)?.to_owned()),
        Type::Class(d) if global_class(tu, *d) => {
            let n = tu.name_bytes(*d);
            Ok(format!("{}{}", n.len(), String::from_utf8_lossy(n)))
        }
        _ => Err(Unsupported("closure types")),
    }
}

fn builtin_code(b: Builtin) -> Result<&'static str, Unsupported> {
    use Builtin as B;
    Ok(match b {
        B::Void => "v",
        B::Bool => "b",
        B::Char => "c",
        B::SignedChar => "a",
        B::UnsignedChar => "h",
        B::Short => "s",
        B::UnsignedShort => "t",
        B::Int => "i",
        B::UnsignedInt => "j",
        B::Long => "l",
        B::UnsignedLong => "m",
        B::LongLong => "x",
        B::UnsignedLongLong => "y",
        B::Float => "f",
        B::Double => "d",
        B::LongDouble => "e",
        _ => return Err(Unsupported("closure types")),
    })
}

/// The closure a (parameter) type is, if it is an extended lambda's.
pub fn of_type(tu: &TranslationUnit, t: TypeId) -> Result<Option<Closure>, Unsupported> {
    let (base, _) = tu.types.split_quals(t);
    match tu.types.get(tu.types.canonical(base)) {
        Type::Class(d) => closure(tu, *d),
        _ => Ok(None),
    }
}

/// Per template argument of a kernel instance, its closure if it is one.
pub fn instance_closures(
    tu: &TranslationUnit,
    id: DeclId,
    n: usize,
) -> Result<Vec<Option<Closure>>, Unsupported> {
    let Some(inst) = tu.instances.get(&id) else {
        return Ok((0..n).map(|_| None).collect());
    };
    let mut out = Vec::with_capacity(n);
    for a in inst.args.iter() {
        out.push(match a {
            crate::il::types::TemplateArg::Type(t) => of_type(tu, *t)?,
            _ => None,
        });
    }
    if out.len() != n {
        if out.iter().any(Option::is_some) {
            return Err(Unsupported("closure types"));
        }
        return Ok((0..n).map(|_| None).collect());
    }
    Ok(out)
}

/// A kernel instance's (stub name, registered name) from the mangler's name, in which a
/// closure is the unnamed local type `Ut_`.
pub fn instance_names(
    tu: &TranslationUnit,
    id: DeclId,
    mangled: Vec<u8>,
) -> Result<(Vec<u8>, Vec<u8>), Unsupported> {
    let closures: Vec<Closure> =
        instance_closures(tu, id, tu.instances.get(&id).map_or(0, |i| i.args.len()))?
            .into_iter()
            .flatten()
            .collect();
    let closure = match closures.as_slice() {
        [] => return Ok((mangled.clone(), mangled)),
        [c] => c,
        _ => return Err(Unsupported("closure types")),
    };
    let text = String::from_utf8_lossy(&mangled).into_owned();
    if text.matches("EUt_").count() != 1 {
        return Err(Unsupported("closure types"));
    }
    let stub = text.replacen("EUt_", &format!("E{}", closure.vendor_name(tu)?), 1);
    let registered = text.replacen("EUt_", &format!("E{}", closure.itanium_name(tu)?), 1);
    Ok((stub.into_bytes(), registered.into_bytes()))
}

/// The temporaries cicc's lowering of a kernel instance takes for its closure arguments:
/// one per `__host__ __device__` wrapper with captures.
pub fn instance_temps(tu: &TranslationUnit, id: DeclId) -> usize {
    let n = tu.instances.get(&id).map_or(0, |i| i.args.len());
    instance_closures(tu, id, n).map_or(0, |cs| {
        cs.iter()
            .flatten()
            .filter(|c| !c.captures.is_empty())
            .count()
    })
}
