# 1 "lambda_ext_host_device.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 2 "lambda_ext_host_device.cu"
# 1 "nvcc_internal_extended_lambda_implementation"
#define __NV_LAMBDA_WRAPPER_HELPER(X, Y) decltype(X), Y
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


namespace {template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>
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
template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs>
struct __nv_hdl_wrapper_t<false,false,NeverThrows,Tag, OpFuncR(OpFuncArgs...)>
{

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
 void *data;


 template <typename Lambda>
 struct manager {
     static void *do_copy(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       return static_cast<void *>(new Lambda(*ptr));
     };
     static OpFuncR do_call(void *buf, OpFuncArgs... args) {
       auto ptr = static_cast<Lambda *>(buf);
       return (*ptr)(std::forward<OpFuncArgs>(args)...);
     };
     static void do_delete(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       delete ptr;
     }
 };
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam)  : data(static_cast<void *>(new Lambda(std::move(lam)))) {
__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier =   &manager<Lambda>::do_copy;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter =   &manager<Lambda>::do_delete;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller =   &manager<Lambda>::do_call;
}

OpFuncR operator() (OpFuncArgs... args) const noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller(data, std::forward<OpFuncArgs>(args)...);}
__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : data(__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier(in.data)) { }

__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : data(in.data) { in.data = 0; }
~__nv_hdl_wrapper_t(void) { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter(data); }
__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs>
struct __nv_hdl_wrapper_t<true,false,NeverThrows,Tag, OpFuncR(OpFuncArgs...)>
{

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
 void *data;


 template <typename Lambda>
 struct manager {
     static void *do_copy(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       return static_cast<void *>(new Lambda(*ptr));
     };
     static OpFuncR do_call(void *buf, OpFuncArgs... args) {
       auto ptr = static_cast<Lambda *>(buf);
       return (*ptr)(std::forward<OpFuncArgs>(args)...);
     };
     static void do_delete(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       delete ptr;
     }
 };
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam)  : data(static_cast<void *>(new Lambda(std::move(lam)))) {
__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier =   &manager<Lambda>::do_copy;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter =   &manager<Lambda>::do_delete;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller =   &manager<Lambda>::do_call;
}

OpFuncR operator() (OpFuncArgs... args) noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller(data, std::forward<OpFuncArgs>(args)...);}
__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : data(__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier(in.data)) { }

__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : data(in.data) { in.data = 0; }
~__nv_hdl_wrapper_t(void) { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter(data); }
__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs>
struct __nv_hdl_wrapper_t<false,true,NeverThrows,Tag, OpFuncR(OpFuncArgs...)>
{

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam)  { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller = lam; }

OpFuncR operator() (OpFuncArgs... args) const noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}
operator __opfunc_t * () const { return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller; }

__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs>
struct __nv_hdl_wrapper_t<true,true,NeverThrows,Tag, OpFuncR(OpFuncArgs...)>
{

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam)  { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller = lam; }

OpFuncR operator() (OpFuncArgs... args) noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}
operator __opfunc_t * () const { return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller; }

__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs, typename F1>
struct __nv_hdl_wrapper_t<false,false,NeverThrows,Tag, OpFuncR(OpFuncArgs...), F1>
{
typename __nv_lambda_field_type<F1>::type f1;

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
 void *data;


 template <typename Lambda>
 struct manager {
     static void *do_copy(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       return static_cast<void *>(new Lambda(*ptr));
     };
     static OpFuncR do_call(void *buf, OpFuncArgs... args) {
       auto ptr = static_cast<Lambda *>(buf);
       return (*ptr)(std::forward<OpFuncArgs>(args)...);
     };
     static void do_delete(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       delete ptr;
     }
 };
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam, F1 in1 )  : f1(in1) ,data(static_cast<void *>(new Lambda(std::move(lam)))) {
__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier =   &manager<Lambda>::do_copy;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter =   &manager<Lambda>::do_delete;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller =   &manager<Lambda>::do_call;
}

OpFuncR operator() (OpFuncArgs... args) const noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller(data, std::forward<OpFuncArgs>(args)...);}
__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : f1(in.f1)  , data(__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier(in.data)) { }

__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : f1(std::move(in.f1))  , data(in.data) { in.data = 0; }
~__nv_hdl_wrapper_t(void) { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter(data); }
__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs, typename F1>
struct __nv_hdl_wrapper_t<true,false,NeverThrows,Tag, OpFuncR(OpFuncArgs...), F1>
{
typename __nv_lambda_field_type<F1>::type f1;

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
 void *data;


 template <typename Lambda>
 struct manager {
     static void *do_copy(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       return static_cast<void *>(new Lambda(*ptr));
     };
     static OpFuncR do_call(void *buf, OpFuncArgs... args) {
       auto ptr = static_cast<Lambda *>(buf);
       return (*ptr)(std::forward<OpFuncArgs>(args)...);
     };
     static void do_delete(void *buf) {
       auto ptr = static_cast<Lambda *>(buf);
       delete ptr;
     }
 };
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam, F1 in1 )  : f1(in1) ,data(static_cast<void *>(new Lambda(std::move(lam)))) {
__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier =   &manager<Lambda>::do_copy;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter =   &manager<Lambda>::do_delete;
 __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller =   &manager<Lambda>::do_call;
}

OpFuncR operator() (OpFuncArgs... args) noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_caller(data, std::forward<OpFuncArgs>(args)...);}
__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : f1(in.f1)  , data(__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_copier(in.data)) { }

__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : f1(std::move(in.f1))  , data(in.data) { in.data = 0; }
~__nv_hdl_wrapper_t(void) { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_deleter(data); }
__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs, typename F1>
struct __nv_hdl_wrapper_t<false,true,NeverThrows,Tag, OpFuncR(OpFuncArgs...), F1>
{
typename __nv_lambda_field_type<F1>::type f1;

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam, F1 in1 )  : f1(in1)  { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller = lam; }

OpFuncR operator() (OpFuncArgs... args) const noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}
operator __opfunc_t * () const { return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller; }

__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};

template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs, typename F1>
struct __nv_hdl_wrapper_t<true,true,NeverThrows,Tag, OpFuncR(OpFuncArgs...), F1>
{
typename __nv_lambda_field_type<F1>::type f1;

 typedef OpFuncR(__opfunc_t)(OpFuncArgs...);
template <typename Lambda>
__nv_hdl_wrapper_t(Tag, Lambda &&lam, F1 in1 )  : f1(in1)  { __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller = lam; }

OpFuncR operator() (OpFuncArgs... args) noexcept(NeverThrows) {
return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}
operator __opfunc_t * () const { return __nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>::fp_noobject_caller; }

__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;

};


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
template <typename Tag, typename C, typename R,  typename... OpFuncArgs>
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
};
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

#if 0
# 2 "lambda_ext_host_device.cu"
struct __nv_lambda_preheader_injection { }; 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 6 "lambda_ext_host_device.cu"
template< class Op> static void 
# 7
__wrapper__device_stub_apply(const float *&in, float *&out, int &n, Op &op) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (i < n) { (out[i]) = op(in[i]); }  
# 11
} 
#endif

#pragma GCC diagnostic pop

# 6 "lambda_ext_host_device.cu"
template< class Op> static void 
# 7
apply(const float *in, float *out, int n, Op op) 
# 8
{__wrapper__device_stub_apply<Op>(in,out,n,op);
# 11
return;}
#if 0
# 8
{ 
# 9
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (i < n) { (out[i]) = op(in[i]); }  
# 11
} 
#endif
# 13 "lambda_ext_host_device.cu"
template< class Op> float 
# 14
host_reference(float v, Op op) { return op(v); } 
# 16
struct Poly { float c0, c1, c2; }; 
# 18
int main() 
# 19
{ 
# 20
Poly p{(1.0F), (-(2.0F)), (0.5F)}; 
# 21
auto eval = __nv_hdl_create_wrapper_t< false, false, __nv_dl_tag<int (*)(void),(& ::main),1> , typename __nvdl_remove_ref<decltype(p)>::type>::__nv_hdl_create_wrapper( [p](float x) { return ((p).c0) + (x * (((p).c1) + (x * ((p).c2)))); } , p) ; typedef decltype(eval) __T0;
# 22
auto relu = __nv_hdl_create_wrapper_t< false, true, __nv_dl_tag<int (*)(void),(& ::main),2> >::__nv_hdl_create_wrapper( [](float x)->float { return (x > (0.0F)) ? x : (0.0F); } ) ; typedef decltype(relu) __T1;
# 24
float ref = host_reference((3.0F), eval) + host_reference(-(1.0F), relu); 
# 25
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : apply(nullptr, nullptr, 2048, eval); 
# 26
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : apply(nullptr, nullptr, 2048, relu); 
# 28
int scale = 4; 
# 29
auto times = __nv_hdl_create_wrapper_t< true, false, __nv_dl_tag<int (*)(void),(& ::main),3> , typename __nvdl_remove_ref<decltype(scale)>::type>::__nv_hdl_create_wrapper( [scale](float x) mutable { return x * ((float)(scale)); } , scale) ; typedef decltype(times) __T2;
# 30
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply(nullptr, nullptr, 32, times); 
# 31
return (ref > (0.0F)) ? 0 : 1; 
# 32
} 

# 1 "lambda_ext_host_device.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__74edfa03_25_lambda_ext_host_device_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "lambda_ext_host_device.cudafe1.stub.c"
#include "lambda_ext_host_device.cudafe1.stub.c"
# 1 "lambda_ext_host_device.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
