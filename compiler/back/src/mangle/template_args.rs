//! A class template-id's arguments as the mangled name carries them ([temp.arg]): every
//! argument, the unwritten defaulted ones included (`thread_block_tile<32>` is
//! `thread_block_tile<32, void>`, `basic_ostream<char>` is `basic_ostream<char,
//! char_traits<char>>` and so `So`), and each non-type argument converted to its
//! parameter's type (`std::array<float, 4>`: `Lm4E`, `span<float>`'s `dynamic_extent`:
//! `Lm18446744073709551615E`).

use super::il::Mangler;
use super::tree::{TemplateArg, Type};
use crate::il::types as ilt;
use crate::il::{ConstValue, DeclId, DeclKind};

impl Mangler<'_> {
    /// `args` (already lowered) completed with `template`'s defaults and converted to its
    /// parameters' types. A default that cannot be lowered ends the completion.
    pub(super) fn converted_to_params(
        &self,
        template: DeclId,
        mut args: Vec<TemplateArg>,
        depth: u32,
    ) -> Option<Vec<TemplateArg>> {
        // (class templates only: an alias template is expanded, a function template's
        // arguments are its own)
        let params = crate::il::template_query::class_template(self.tu, template)
            .and_then(|t| t.param_lists.last().map(|l| l.params.clone()));
        let Some(params) = params else {
            return Some(args);
        };
        // The arguments of a trailing parameter pack form one pack argument
        // (`variant<A, B>` is `IJ1A1BEE`).
        if let Some(i) = params.iter().position(|&p| self.is_pack_param(p)) {
            if i + 1 == params.len()
                && !(args.len() == i + 1 && matches!(args[i], TemplateArg::Pack(_)))
            {
                let rest = args.split_off(i.min(args.len()));
                args.push(TemplateArg::Pack(rest));
            }
        }
        for &p in params.iter().skip(args.len()) {
            let arg = match &self.tu.decls.get(p)?.kind {
                DeclKind::TemplateTypeParam(tp) if !tp.pack => match tp.default {
                    // A default naming earlier parameters (`char_traits<_CharT>`) takes
                    // their arguments.
                    Some(t) => match self.ty(t, depth + 1) {
                        Some(t) => TemplateArg::Type(super::alias::substitute(&t, &args)?),
                        None => break,
                    },
                    None => break,
                },
                DeclKind::TemplateValueParam(vp) if !vp.pack => {
                    let value = vp.default.and_then(|e| self.tu.exprs.get(e)?.value.get());
                    match (value, self.value_param_type(p, depth)) {
                        (Some(ConstValue::Int(v)), Some(t)) => TemplateArg::Integral(t, v),
                        _ => break,
                    }
                }
                _ => break,
            };
            args.push(arg);
        }
        for (i, &p) in params.iter().enumerate() {
            let Some(t) = self.value_param_type(p, depth) else {
                continue;
            };
            let bits = self.param_bits(p);
            let convert = |a: &mut TemplateArg| {
                if let TemplateArg::Integral(ty, v) = a {
                    *ty = t.clone();
                    if let Some((bits, false)) = bits {
                        // An unsigned parameter holds the value modulo 2^bits (`size_t(-1)`).
                        *v = (*v).rem_euclid(1i128 << bits);
                    }
                }
            };
            match args.get_mut(i) {
                Some(TemplateArg::Pack(items)) => items.iter_mut().for_each(convert),
                Some(a) => convert(a),
                None => {}
            }
        }
        Some(args)
    }

    fn is_pack_param(&self, p: DeclId) -> bool {
        match self.tu.decls.get(p).map(|d| &d.kind) {
            Some(DeclKind::TemplateTypeParam(t)) => t.pack,
            Some(DeclKind::TemplateValueParam(v)) => v.pack,
            Some(DeclKind::TemplateTemplateParam(t)) => t.pack,
            _ => false,
        }
    }

    /// A non-type parameter's type when it is a plain (builtin or enumeration) type.
    fn value_param_type(&self, p: DeclId, depth: u32) -> Option<Type> {
        let DeclKind::TemplateValueParam(v) = &self.tu.decls.get(p)?.kind else {
            return None;
        };
        let t = self.tu.types.canonical(self.tu.types.unqualified(v.ty));
        match self.tu.types.get(t) {
            ilt::Type::Builtin(_) | ilt::Type::Enum(_) => self.ty(t, depth + 1),
            _ => None,
        }
    }

    /// The width and signedness of a builtin integral non-type parameter.
    fn param_bits(&self, p: DeclId) -> Option<(u32, bool)> {
        let DeclKind::TemplateValueParam(v) = &self.tu.decls.get(p)?.kind else {
            return None;
        };
        let t = self.tu.types.canonical(self.tu.types.unqualified(v.ty));
        match self.tu.types.get(t) {
            ilt::Type::Builtin(b) => {
                if !b.is_integral() {
                    return None;
                }
                let bits = u32::try_from(b.size_align()?.0 * 8).ok()?;
                (bits < 127).then_some((bits, b.is_signed()))
            }
            _ => None,
        }
    }
}
