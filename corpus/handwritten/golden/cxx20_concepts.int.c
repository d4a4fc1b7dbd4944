# 1 "cxx20_concepts.cu"
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
# 5 "cxx20_concepts.cu"
template< class T, class U> constexpr bool same_as_v = false; 
# 6
template< class T> constexpr bool same_as_v< T, T>  = true; 
# 8
template< class T> concept Arithmetic = (same_as_v< T, int>  || same_as_v< T, float> ) || same_as_v< T, double> ; 
# 11
template< class T> concept Indexable = requires (T t, int i) {
      t[i]; 
     { t.size()} -> Arithmetic; }; 
# 17
template< class T> concept HasZero = requires {T::zero(); }; 
# 20
struct Span { 
# 21
float *p; 
# 22
int n; 
# 23
float &operator[](int i) const { return (p)[i]; } 
# 24
int size() const { return n; } 
# 25
}; 
# 27
struct Meters { float v; static constexpr Meters zero() { return Meters{(0.0F)}; } }; 
# 29
template< Arithmetic T> T 
# 30
square(T v) { return v * v; } 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class C> 
# 33
requires(Indexable< C> ) static void 
# 34
__wrapper__device_stub_square_all(C &c) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (i < c.size()) { (c[i]) = square(c[i]); }  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 32 "cxx20_concepts.cu"
template< class C> 
# 33
requires(Indexable< C> ) static void 
# 34
square_all(C c) 
# 35
{__wrapper__device_stub_square_all<C>(c);
# 38
return;}
#if 0
# 35
{ 
# 36
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (i < c.size()) { (c[i]) = square(c[i]); }  
# 38
} 
#endif
# 40 "cxx20_concepts.cu"
auto twice(Arithmetic auto v) { return v + v; } 
# 42
template< class T> int zero_kind() { return 0; } 
# 43
template< HasZero T> int zero_kind() { return 1; } 
# 45
int main() 
# 46
{ 
# 47
Span s{(nullptr), 128}; 
# 48
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : square_all(s); 
# 49
static_assert((Indexable< Span>  && (!Indexable< int> )));
# 50
return ((zero_kind< Meters> () + zero_kind< int> ()) + twice(3)) + ((int)square((2.0))); 
# 51
} 

# 1 "cxx20_concepts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57e6d3e9_17_cxx20_concepts_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx20_concepts.cudafe1.stub.c"
#include "cxx20_concepts.cudafe1.stub.c"
# 1 "cxx20_concepts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
