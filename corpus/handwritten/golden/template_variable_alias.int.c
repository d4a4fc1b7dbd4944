# 1 "template_variable_alias.cu"
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
# 4 "template_variable_alias.cu"
template< class T> constexpr T pi = ((T)(3.1415926535897932385L)); 
# 5
template< class T> constexpr int bits = (sizeof(T) * (8)); 
# 6
template<> constexpr int bits< bool>  = 1; 
# 8
template< class T> static T d_epsilon = ((T)(1.0E-6)); 
# 9
template<> __attribute__((visibility("hidden"))) double d_epsilon< double>  = (1.0E-12); 
# 11
template< class T, int N> struct Vec { T e[N]; }; 
# 12
template< class T> using Vec2 = Vec< T, 2> ; 
# 13
template< class T> using Vec4 = Vec< T, 4> ; 
# 14
using Float4 = Vec4< float> ; 
# 15
template< class T> using Ptr = T *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T> static void 
# 18
__wrapper__device_stub_circles(const Ptr< const T>  &radii, Ptr< Vec2< T> >  &out, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (i >= n) { return; }  
# 22
T r = ((radii[i]) > d_epsilon< T> ) ? radii[i] : ((T)0); 
# 23
(((out[i]).e)[0]) = ((2 * pi< T> ) * r); 
# 24
(((out[i]).e)[1]) = ((pi< T>  * r) * r); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 17 "template_variable_alias.cu"
template< class T> static void 
# 18
circles(const Ptr< const T>  radii, Ptr< Vec2< T> >  out, int n) 
# 19
{__wrapper__device_stub_circles<T>(radii,out,n);
# 25
return;}
#if 0
# 19
{ 
# 20
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (i >= n) { return; }  
# 22
T r = ((radii[i]) > d_epsilon< T> ) ? radii[i] : ((T)0); 
# 23
(((out[i]).e)[0]) = ((2 * pi< T> ) * r); 
# 24
(((out[i]).e)[1]) = ((pi< T>  * r) * r); 
# 25
} 
#endif
# 27 "template_variable_alias.cu"
__attribute__((visibility("hidden"))) void pack(const float *in, Float4 *out, int n) ;
#if 0
# 28
{ 
# 29
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (i < (n / 4)) { 
# 31
for (int k = 0; k < 4; ++k) { (((out[i]).e)[k]) = (in[(4 * i) + k]); }  }  
# 32
} 
#endif
# 34 "template_variable_alias.cu"
int main() 
# 35
{ 
# 36
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : circles((const float *)nullptr, (Vec2< float>  *)nullptr, 64); 
# 37
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : circles< double> (nullptr, nullptr, 64); 
# 38
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : pack(nullptr, nullptr, 256); 
# 39
static_assert(((bits< int>  == 32) && (bits< bool>  == 1)), "bit widths");
# 40
return ((int)(pi< float>  * (100))) + bits< short> ; 
# 41
} 

# 1 "template_variable_alias.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f55d349_26_template_variable_alias_cu_00c298df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_variable_alias.cudafe1.stub.c"
#include "template_variable_alias.cudafe1.stub.c"
# 1 "template_variable_alias.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
