//! The fixed text of the extended-lambda preamble: what cudafe++ writes from string
//! literals, between the parts generated per capture count (`ext_preamble.rs`).

pub(super) const HEAD: &str = r##"#define __NV_LAMBDA_WRAPPER_HELPER(X, Y) decltype(X), Y
template <typename T>
struct __nvdl_remove_ref { typedef T type; };

template<typename T>
struct __nvdl_remove_ref<T&> { typedef T type; };

template<typename T>
struct __nvdl_remove_ref<T&&> { typedef T type; };

template <typename T, typename... Args>
struct __nvdl_remove_ref<T(&)(Args...)> {
  typedef T(*type)(Args...); 
};

template <typename T>
struct __nvdl_remove_const { typedef T type; };

template <typename T>
struct __nvdl_remove_const<T const> { typedef T type; };


template <typename U, U func, unsigned>
struct __nv_dl_tag { };
template <typename T>
struct __nv_lambda_array_wrapper { 
static_assert(sizeof(T) == 0, "nvcc internal error: unexpected failure in capturing array variable");
};

template<typename T, size_t D1>
struct __nv_lambda_array_wrapper<T [D1]> {T arr[D1];
__nv_lambda_array_wrapper(const T in[D1]) {
for(size_t i1 = 0; i1  < D1; ++i1) arr[i1] = in[i1];
}
};

template<typename T, size_t D1, size_t D2>
struct __nv_lambda_array_wrapper<T [D1][D2]> {T arr[D1][D2];
__nv_lambda_array_wrapper(const T in[D1][D2]) {
for(size_t i1 = 0; i1  < D1; ++i1)
for(size_t i2 = 0; i2  < D2; ++i2) arr[i1][i2] = in[i1][i2];
}
};

template<typename T, size_t D1, size_t D2, size_t D3>
struct __nv_lambda_array_wrapper<T [D1][D2][D3]> {T arr[D1][D2][D3];
__nv_lambda_array_wrapper(const T in[D1][D2][D3]) {
for(size_t i1 = 0; i1  < D1; ++i1)
for(size_t i2 = 0; i2  < D2; ++i2)
for(size_t i3 = 0; i3  < D3; ++i3) arr[i1][i2][i3] = in[i1][i2][i3];
}
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4>
struct __nv_lambda_array_wrapper<T [D1][D2][D3][D4]> {T arr[D1][D2][D3][D4];
__nv_lambda_array_wrapper(const T in[D1][D2][D3][D4]) {
for(size_t i1 = 0; i1  < D1; ++i1)
for(size_t i2 = 0; i2  < D2; ++i2)
for(size_t i3 = 0; i3  < D3; ++i3)
for(size_t i4 = 0; i4  < D4; ++i4) arr[i1][i2][i3][i4] = in[i1][i2][i3][i4];
}
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5>
struct __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5]> {T arr[D1][D2][D3][D4][D5];
__nv_lambda_array_wrapper(const T in[D1][D2][D3][D4][D5]) {
for(size_t i1 = 0; i1  < D1; ++i1)
for(size_t i2 = 0; i2  < D2; ++i2)
for(size_t i3 = 0; i3  < D3; ++i3)
for(size_t i4 = 0; i4  < D4; ++i4)
for(size_t i5 = 0; i5  < D5; ++i5) arr[i1][i2][i3][i4][i5] = in[i1][i2][i3][i4][i5];
}
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5, size_t D6>
struct __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5][D6]> {T arr[D1][D2][D3][D4][D5][D6];
__nv_lambda_array_wrapper(const T in[D1][D2][D3][D4][D5][D6]) {
for(size_t i1 = 0; i1  < D1; ++i1)
for(size_t i2 = 0; i2  < D2; ++i2)
for(size_t i3 = 0; i3  < D3; ++i3)
for(size_t i4 = 0; i4  < D4; ++i4)
for(size_t i5 = 0; i5  < D5; ++i5)
for(size_t i6 = 0; i6  < D6; ++i6) arr[i1][i2][i3][i4][i5][i6] = in[i1][i2][i3][i4][i5][i6];
}
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5, size_t D6, size_t D7>
struct __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5][D6][D7]> {T arr[D1][D2][D3][D4][D5][D6][D7];
__nv_lambda_array_wrapper(const T in[D1][D2][D3][D4][D5][D6][D7]) {
for(size_t i1 = 0; i1  < D1; ++i1)
for(size_t i2 = 0; i2  < D2; ++i2)
for(size_t i3 = 0; i3  < D3; ++i3)
for(size_t i4 = 0; i4  < D4; ++i4)
for(size_t i5 = 0; i5  < D5; ++i5)
for(size_t i6 = 0; i6  < D6; ++i6)
for(size_t i7 = 0; i7  < D7; ++i7) arr[i1][i2][i3][i4][i5][i6][i7] = in[i1][i2][i3][i4][i5][i6][i7];
}
};

template <typename T>
struct __nv_lambda_field_type {
typedef T type;};
template<typename T, size_t D1>
struct __nv_lambda_field_type<T [D1]> {
typedef __nv_lambda_array_wrapper<T [D1]> type;
};

template<typename T, size_t D1>
struct __nv_lambda_field_type<const T [D1]> {
typedef const __nv_lambda_array_wrapper<T [D1]> type;
};

template<typename T, size_t D1, size_t D2>
struct __nv_lambda_field_type<T [D1][D2]> {
typedef __nv_lambda_array_wrapper<T [D1][D2]> type;
};

template<typename T, size_t D1, size_t D2>
struct __nv_lambda_field_type<const T [D1][D2]> {
typedef const __nv_lambda_array_wrapper<T [D1][D2]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3>
struct __nv_lambda_field_type<T [D1][D2][D3]> {
typedef __nv_lambda_array_wrapper<T [D1][D2][D3]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3>
struct __nv_lambda_field_type<const T [D1][D2][D3]> {
typedef const __nv_lambda_array_wrapper<T [D1][D2][D3]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4>
struct __nv_lambda_field_type<T [D1][D2][D3][D4]> {
typedef __nv_lambda_array_wrapper<T [D1][D2][D3][D4]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4>
struct __nv_lambda_field_type<const T [D1][D2][D3][D4]> {
typedef const __nv_lambda_array_wrapper<T [D1][D2][D3][D4]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5>
struct __nv_lambda_field_type<T [D1][D2][D3][D4][D5]> {
typedef __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5>
struct __nv_lambda_field_type<const T [D1][D2][D3][D4][D5]> {
typedef const __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5, size_t D6>
struct __nv_lambda_field_type<T [D1][D2][D3][D4][D5][D6]> {
typedef __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5][D6]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5, size_t D6>
struct __nv_lambda_field_type<const T [D1][D2][D3][D4][D5][D6]> {
typedef const __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5][D6]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5, size_t D6, size_t D7>
struct __nv_lambda_field_type<T [D1][D2][D3][D4][D5][D6][D7]> {
typedef __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5][D6][D7]> type;
};

template<typename T, size_t D1, size_t D2, size_t D3, size_t D4, size_t D5, size_t D6, size_t D7>
struct __nv_lambda_field_type<const T [D1][D2][D3][D4][D5][D6][D7]> {
typedef const __nv_lambda_array_wrapper<T [D1][D2][D3][D4][D5][D6][D7]> type;
};
template <typename Tag,typename...CapturedVarTypePack>
struct __nv_dl_wrapper_t {
static_assert(sizeof...(CapturedVarTypePack) == 0,"nvcc internal error: unexpected number of captures!");
};
template <typename Tag>
struct __nv_dl_wrapper_t<Tag> {
__nv_dl_wrapper_t(Tag) { }
template <typename...U1>
int operator()(U1...) { return 0; }
};
template <typename U, U func, typename Return, unsigned>
struct __nv_dl_trailing_return_tag { };

template <typename U, U func, typename Return, unsigned Id>
struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id> > {
  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>) { }

  template <typename...U1> Return operator()(U1...) { __builtin_unreachable(); }
}; 


"##;

pub(super) const HDL_HELPER: &str = r##"namespace {template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>
struct __nv_hdl_helper {
  typedef void * (*fp_copier_t)(void *);
  typedef OpFuncR (*fp_caller_t)(void *, OpFuncArgs...);
  typedef void (*fp_deleter_t) (void *);
  typedef OpFuncR (*fp_noobject_caller_t)(OpFuncArgs...);
  static fp_copier_t fp_copier;
  static fp_deleter_t fp_deleter;
  static fp_caller_t fp_caller;
  static fp_noobject_caller_t fp_noobject_caller;
};

template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>
typename __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier_t __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier;

template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>
typename __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter_t __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter;

template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>
typename __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller_t __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller;
template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>
typename __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller_t __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller;
}
template <bool IsMutable, bool HasFuncPtrConv, bool NeverThrows, typename Tag, typename OpFunc,typename...CapturedVarTypePack>
struct __nv_hdl_wrapper_t {
static_assert(sizeof...(CapturedVarTypePack) == 0,"nvcc internal error: unexpected number of captures in __host__ __device__ lambda!");
};
"##;

pub(super) const TRAIT_OUTER: &str = r##"
template <bool IsMutable, bool HasFuncPtrConv,typename ...CaptureArgs>
struct __nv_hdl_helper_trait_outer {
template <typename Tag, typename Lambda>
struct __nv_hdl_helper_trait : public  __nv_hdl_helper_trait<Tag,  decltype(&Lambda::operator())> { };
template <typename Tag, typename C, typename R,  typename... OpFuncArgs>
struct __nv_hdl_helper_trait<Tag,  R(C::*)(OpFuncArgs...) const>
{
template <typename Lambda>
static auto get(Lambda lam, CaptureArgs... args) ->  __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, false, Tag, R(OpFuncArgs...),  CaptureArgs...>;
};

template <typename Tag, typename C, typename R,  typename... OpFuncArgs>
struct __nv_hdl_helper_trait<Tag,  R(C::*)(OpFuncArgs...)>
{
template <typename Lambda>
 static auto get(Lambda lam, CaptureArgs... args) -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv,false, Tag, R(OpFuncArgs...), CaptureArgs...>;

};
"##;

pub(super) const TRAIT_OUTER_NOEXCEPT: &str = r##"template <typename Tag, typename C, typename R,  typename... OpFuncArgs>
struct __nv_hdl_helper_trait<Tag,  R(C::*)(OpFuncArgs...) const noexcept>
{
template <typename Lambda>
static auto get(Lambda lam, CaptureArgs... args) ->  __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, true, Tag, R(OpFuncArgs...),  CaptureArgs...>;
};

template <typename Tag, typename C, typename R,  typename... OpFuncArgs>
struct __nv_hdl_helper_trait<Tag,  R(C::*)(OpFuncArgs...) noexcept>
{
template <typename Lambda>
 static auto get(Lambda lam, CaptureArgs... args) -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, true, Tag, R(OpFuncArgs...), CaptureArgs...>;

};
"##;

pub(super) const TAIL: &str = r##"};
template<bool IsMutable, bool HasFuncPtrConv, typename Tag, typename...CaptureArgs>
struct __nv_hdl_create_wrapper_t {
template <typename Lambda>
static auto __nv_hdl_create_wrapper(Lambda &&lam, CaptureArgs... args) -> decltype(__nv_hdl_helper_trait_outer<IsMutable, HasFuncPtrConv, CaptureArgs...>::template __nv_hdl_helper_trait<Tag, Lambda>::get(lam, args...)) {
typedef decltype(__nv_hdl_helper_trait_outer<IsMutable, HasFuncPtrConv, CaptureArgs...>::template __nv_hdl_helper_trait<Tag, Lambda>::get(lam, args...)) container_type;
return container_type(Tag{}, std::move(lam), args...);
}
};

template<typename T> struct __nv_lambda_trait_remove_const { typedef T type; };
template<typename T> struct __nv_lambda_trait_remove_const<T  const> { typedef T type; };
template<typename T> struct __nv_lambda_trait_remove_volatile { typedef T type; };
template<typename T> struct __nv_lambda_trait_remove_volatile <T  volatile> {  typedef T type; };
template<typename T> struct __nv_lambda_trait_remove_cv {
typedef typename  __nv_lambda_trait_remove_const< typename  __nv_lambda_trait_remove_volatile<T>::type >::type type;
};

template <typename T>
struct __nv_extended_device_lambda_trait_helper {
  static const bool value = false;
};
template <typename T1, typename...Pack>
struct __nv_extended_device_lambda_trait_helper<__nv_dl_wrapper_t<T1, Pack...> > {
  static const bool value = true;
};
#define __nv_is_extended_device_lambda_closure_type(X) __nv_extended_device_lambda_trait_helper< typename __nv_lambda_trait_remove_cv<X>::type>::value

template<typename T> struct __nv_lambda_trait_remove_dl_wrapper { typedef T type; };
template<typename T> struct __nv_lambda_trait_remove_dl_wrapper< __nv_dl_wrapper_t<T> > { typedef T type; };

template <typename T>
struct __nv_extended_device_lambda_with_trailing_return_trait_helper {
  static const bool value = false;
};
template <typename U, U func, typename Return, unsigned Id, typename...Pack>
struct __nv_extended_device_lambda_with_trailing_return_trait_helper<__nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id>, Pack...> > {
  static const bool value = true;
};
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) __nv_extended_device_lambda_with_trailing_return_trait_helper< typename __nv_lambda_trait_remove_cv<X>::type >::value

template <typename>
struct __nv_extended_host_device_lambda_trait_helper {
  static const bool value = false;
};
template <bool B1, bool B2, bool B3, typename T1, typename T2, typename...Pack>
struct __nv_extended_host_device_lambda_trait_helper<__nv_hdl_wrapper_t<B1, B2, B3, T1, T2, Pack...> > {
  static const bool value = true;
};
#define __nv_is_extended_host_device_lambda_closure_type(X)  __nv_extended_host_device_lambda_trait_helper< typename __nv_lambda_trait_remove_cv<X>::type>::value
"##;
