# 1 "traits_templates.cu"
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
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

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
# 5 "traits_templates.cu"
template< class T, T v> struct integral_constant { static constexpr inline T value = (v); typedef integral_constant type; }; 
# 6
typedef integral_constant< bool, true>  true_type; 
# 7
typedef integral_constant< bool, false>  false_type; 
# 8
template< bool B, class T = void> struct enable_if { }; 
# 9
template< class T> struct enable_if< true, T>  { typedef T type; }; 
# 10
template< class T> struct is_class : public integral_constant< bool, __is_class(T)>  { }; 
# 11
template< class T, class U> struct is_same : public integral_constant< bool, __is_same(T, U)>  { }; 
# 12
template< class T, class ...A> struct is_constructible : public integral_constant< bool, __is_constructible(T, A...)>  { }; 
# 13
template< class E> struct underlying { typedef __underlying_type(E) type; }; 
# 14
template< class T, T ...I> struct integer_sequence { static constexpr unsigned long size() { return sizeof...(I); } }; 
# 15
template< class T, T N> using make_integer_sequence = integer_sequence< T, __integer_pack(N)...> ; 
# 16
struct S { S(int); }; 
# 17
enum class Color: unsigned char { red, green}; 
# 18
enum Plain { p0 = 1}; 
# 19
static_assert((is_class< S> ::value && (!is_class< int> ::value)), "is_class");
# 20
static_assert((is_same< int, int> ::value && (!is_same< int, char> ::value)), "is_same");
# 21
static_assert((is_constructible< S, int> ::value && (!is_constructible< S> ::value)), "ctor");
# 22
static_assert(__is_same(underlying< Color> ::type, unsigned char), "underlying");
# 23
static_assert((__is_same(__underlying_type(Color), unsigned char) && (sizeof(__underlying_type(Plain)) == (4))), "underlying 2");
# 24
static_assert(((make_integer_sequence< int, 5> ::size() == (5)) && (make_integer_sequence< unsigned, 0U> ::size() == (0))), "integer_pack");
# 25
static_assert(__is_same(make_integer_sequence< int, 3> , integer_sequence< int, 0, 1, 2> ), "integer_pack 2");
# 26
template< class T> typename enable_if< __is_enum(T), int> ::type classify(T) { return 1; } 
# 27
template< class T> typename enable_if< !__is_enum(T), int> ::type classify(T) { return 2; } 
# 28
template< class T> constexpr bool trivially() { return __is_trivially_copyable(T) && (!__is_polymorphic(T)); } 
# 29
template< class T> bool runtime_flag(T) { bool b = __is_empty(T); return b || __has_trivial_destructor(T); } 
# 30
constexpr int ce() { return __builtin_is_constant_evaluated() ? 1 : 2; } 
# 31
static_assert((ce() == 1), "constant evaluated");
# 32
__underlying_type(Color) raw = (3); 
# 33
int use() { int a = classify(Color::red), b = classify(3); return (((a + b) + (trivially< S> ())) + (runtime_flag(((S)(1))))) + ce(); } 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T> static void __wrapper__device_stub_fill(T *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ (p[__device_builtin_variable_threadIdx.x]) = (__is_enum(T) ? T() : ((T)1)); } 
#endif

#pragma GCC diagnostic pop

# 34 "traits_templates.cu"
template< class T> static void fill(T *p) {__wrapper__device_stub_fill<T>(p);return;}
#if 0
# 34
{ (p[__device_builtin_variable_threadIdx.x]) = (__is_enum(T) ? T() : ((T)1)); } 
#endif
# 35 "traits_templates.cu"
void launch(int *p) { (__cudaPushCallConfiguration(1, 1)) ? (void)0 : fill(p); } 

# 1 "traits_templates.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9058ba95_19_traits_templates_cu_raw
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "traits_templates.cudafe1.stub.c"
#include "traits_templates.cudafe1.stub.c"
# 1 "traits_templates.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
