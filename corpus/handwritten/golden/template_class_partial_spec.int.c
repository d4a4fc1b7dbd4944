# 1 "template_class_partial_spec.cu"
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
# 5 "template_class_partial_spec.cu"
template< class T> struct is_pointer { static constexpr inline bool value = false; }; 
# 6
template< class T> struct is_pointer< T *>  { static constexpr inline bool value = true; }; 
# 7
template< class T> struct is_pointer< T *const>  { static constexpr inline bool value = true; }; 
# 9
template< class A, class B> struct is_same { static constexpr inline bool value = false; }; 
# 10
template< class A> struct is_same< A, A>  { static constexpr inline bool value = true; }; 
# 12
template< class T> struct remove_extent { using type = T; }; 
# 13
template< class T, size_t N> struct remove_extent< T [N]>  { using type = T; }; 
# 14
template< class T> struct remove_extent< T []>  { using type = T; }; 
# 18
template< class T, int Stride> 
# 19
struct View { 
# 20
T *base; 
# 21
int n; 
# 22
T &operator[](int i) const { return (base)[i * Stride]; } 
# 23
int extent() const { return (n) * Stride; } 
# 24
}; 
# 26
template< class T> 
# 27
struct View< T, 1>  { 
# 28
T *base; 
# 29
int n; 
# 30
T &operator[](int i) const { return (base)[i]; } 
# 31
int extent() const { return n; } 
# 32
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T, int S> static void 
# 35
__wrapper__device_stub_negate(View< T, S>  &v) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (i < (v.n)) { (v[i]) = (-(v[i])); }  
# 39
} 
#endif

#pragma GCC diagnostic pop

# 34 "template_class_partial_spec.cu"
template< class T, int S> static void 
# 35
negate(View< T, S>  v) 
# 36
{__wrapper__device_stub_negate<T,S>(v);
# 39
return;}
#if 0
# 36
{ 
# 37
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (i < (v.n)) { (v[i]) = (-(v[i])); }  
# 39
} 
#endif
# 41 "template_class_partial_spec.cu"
static_assert((is_pointer< int *> ::value && (!is_pointer< int> ::value)), "pointer trait");
# 42
static_assert(is_same< float, float> ::value, "extent");
# 43
static_assert(is_same< int, int> ::value, "unknown bound");
# 45
int main() 
# 46
{ 
# 47
View< float, 1>  dense{(nullptr), 100}; 
# 48
View< double, 3>  strided{(nullptr), 50}; 
# 49
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : negate(dense); 
# 50
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : negate(strided); 
# 51
return dense.extent() + strided.extent(); 
# 52
} 

# 1 "template_class_partial_spec.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a25c580d_30_template_class_partial_spec_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_class_partial_spec.cudafe1.stub.c"
#include "template_class_partial_spec.cudafe1.stub.c"
# 1 "template_class_partial_spec.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
