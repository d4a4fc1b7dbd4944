# 1 "template_explicit_spec_instantiation.cu"
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
# 5 "template_explicit_spec_instantiation.cu"
template< class T> T zero() { return (T)0; } 
# 6
template<> bool zero< bool> () { return false; } 
# 8
template< class T> 
# 9
struct Limits { 
# 10
static T lowest() { return (T)0; } 
# 11
static const char *name() { return "generic"; } 
# 12
}; 
# 13
template<> struct Limits< int>  { 
# 14
static int lowest() { return (-2147483647) - 1; } 
# 15
static const char *name() { return "int"; } 
# 16
}; 
# 17
template<> const char *Limits< float> ::name() { return "float"; } 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T> static void 
# 20
__wrapper__device_stub_init_lowest(T *&p, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (i < n) { (p[i]) = (Limits< T> ::lowest() + zero< T> ()); }  
# 24
} 
#endif

#pragma GCC diagnostic pop

# 19 "template_explicit_spec_instantiation.cu"
template< class T> static void 
# 20
init_lowest(T *p, int n) 
# 21
{__wrapper__device_stub_init_lowest<T>(p,n);
# 24
return;}
#if 0
# 21
{ 
# 22
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (i < n) { (p[i]) = (Limits< T> ::lowest() + zero< T> ()); }  
# 24
} 
#endif
# 27 "template_explicit_spec_instantiation.cu"
template void init_lowest< int> (int * p, int n);
# 28
template void init_lowest(float * p, int n);
# 29
template struct Limits< double> ;
# 31
template< class T> T 
# 32
accumulate(const T *p, int n) 
# 33
{ 
# 34
T s = zero< T> (); 
# 35
for (int i = 0; i < n; ++i) { s += (p[i]); }  
# 36
return s; 
# 37
} 
# 38
template int accumulate< int> (const int * p, int n);
# 39
extern template double accumulate< double> (const double * p, int n);
# 41
int main() 
# 42
{ 
# 43
int host[4] = {1, 2, 3, 4}; 
# 44
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : init_lowest((int *)nullptr, 32); 
# 45
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : init_lowest< unsigned> (nullptr, 32); 
# 46
return accumulate(host, 4) + ((Limits< float> ::name()[0]) == ('f')); 
# 47
} 

# 1 "template_explicit_spec_instantiation.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97fc87af_39_template_explicit_spec_instantiation_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_explicit_spec_instantiation.cudafe1.stub.c"
#include "template_explicit_spec_instantiation.cudafe1.stub.c"
# 1 "template_explicit_spec_instantiation.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
