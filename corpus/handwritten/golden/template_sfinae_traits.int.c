# 1 "template_sfinae_traits.cu"
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
# 5 "template_sfinae_traits.cu"
template< bool B, class T = void> struct enable_if { }; 
# 6
template< class T> struct enable_if< true, T>  { using type = T; }; 
# 7
template< bool B, class T = void> using enable_if_t = typename enable_if< B, T> ::type; 
# 9
template< class T> struct is_floating { static constexpr inline bool value = false; }; 
# 10
template<> struct is_floating< float>  { static constexpr inline bool value = true; }; 
# 11
template<> struct is_floating< double>  { static constexpr inline bool value = true; }; 
# 13
template< class T> T &&declval() noexcept; 
# 14
template< class ...> using void_t = void; 
# 16
template< class T, class  = void> struct has_size : public enable_if< true, char>  { static constexpr inline bool value = false; }; 
# 17
template< class T> struct has_size< T, void_t< __decltype((declval< T> ().size()))> >  { static constexpr inline bool value = true; }; 
# 19
struct Sized { int size() const { return 3; } }; 
# 20
struct Unsized { }; 
# 22
template< class T, enable_if_t< is_floating< T> ::value, int>   = 0> T 
# 23
safe_div(T a, T b) { return (b == ((T)0)) ? (T)0 : (a / b); } 
# 25
template< class T, enable_if_t< !is_floating< T> ::value, int>   = 0> T 
# 26
safe_div(T a, T b) { return (b == 0) ? 0 : ((a + (b / 2)) / b); } 
# 28
struct fast_tag { }; 
# 29
struct precise_tag { }; 
# 30
__attribute__((unused)) float rcp(float x, fast_tag) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 30
{ return (1.0F) / x; } 
#endif
# 31 "template_sfinae_traits.cu"
__attribute__((unused)) float rcp(float x, precise_tag) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 31
{ return (float)((1.0) / ((double)x)); } 
#endif
# 33 "template_sfinae_traits.cu"
__attribute__((visibility("hidden"))) void ratios(const int *a, const int *b, float *r, int n) ;
#if 0
# 34
{ 
# 35
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (i < n) { 
# 37
(r[i]) = (((safe_div((float)(a[i]), (float)(b[i])) + ((float)safe_div(a[i], b[i]))) + rcp((2.0F), fast_tag{})) + rcp((3.0F), precise_tag())); }  
# 38
} 
#endif
# 40 "template_sfinae_traits.cu"
static_assert((has_size< Sized> ::value && (!has_size< Unsized> ::value)), "detection idiom");
# 42
int main() 
# 43
{ 
# 44
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : ratios(nullptr, nullptr, nullptr, 128); 
# 45
return safe_div(7, 2) + ((int)safe_div((7.0), (2.0))); 
# 46
} 

# 1 "template_sfinae_traits.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1e7b7c39_25_template_sfinae_traits_cu_73788911
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_sfinae_traits.cudafe1.stub.c"
#include "template_sfinae_traits.cudafe1.stub.c"
# 1 "template_sfinae_traits.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
