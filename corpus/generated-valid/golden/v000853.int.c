# 1 "v000853.cu"
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
# 7 "v000853.cu"
__attribute__((visibility("hidden"))) void gather2(unsigned beta3, const int *src4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern char dyn_5[]; 
# 10
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
float base7[2] = {(6.0F), (9.0F)}; 
# 12
(dyn_5[tid6]) |= (dyn_5[__device_builtin_variable_blockIdx.x]); 
# 13
} 
#endif
# 15 "v000853.cu"
template< class T> __attribute__((unused)) void 
# 16
merge8(T b9, unsigned b10) 
# 17
{int volatile ___ = 1;(void)b9;(void)b10;
# 26
::exit(___);}
#if 0
# 17
{ 
# 18
auto cnt11 = b10; 
# 19
if (signed char cnt12 = cnt11; (__device_builtin_variable_threadIdx.x) <= (11)) { 
# 20
cnt12++; 
# 21
char lim13[3] = {(46)}; 
# 22
} else { if (static_cast< short>(cnt12)) { 
# 23
T u14 = b10; 
# 24
} else { 
# 25
}  }  
# 26
} 
#endif
# 28 "v000853.cu"
__attribute__((visibility("hidden"))) void shade15(const unsigned *src16, const short *src17, int lane18, const unsigned *src19) ;
#if 0
# 29
{ 
# 30
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (idx20 >= lane18) { 
# 32
return; 
# 33
}  
# 34
long long t21 = src16[4]; 
# 35
lane18++; 
# 36
lane18 <<= sizeof(int); 
# 37
if ((((*src17) + idx20) + (*src19)) == ((10) + (__device_builtin_variable_blockIdx.x))) { 
# 38
t21 = (sizeof(unsigned)); 
# 39
} else { 
# 40
lane18 = (*src17); 
# 41
}  
# 42
} 
#endif
# 44 "v000853.cu"
size_t pivot22(double *buf23, int len24 = 4763L) 
# 45
{ 
# 46
unsigned long long lo25[4] = {1ULL, 9ULL, (10)}; 
# 47
len24 = (35U / len24); 
# 48
(__cudaPushCallConfiguration((len24 + 255) / 256, dim3(1, 64), 1 << 12)) ? (void)0 : gather2(((buf23[len24]) >= (46)) ? buf23[0] : ((len24 == (lo25[len24])) ? len24 : 4374L), &len24); 
# 49
(buf23[1])++; 
# 50
(--(buf23[len24])), ((buf23[4]) *= (53)); 
# 51
int w26(buf23[0]); 
# 52
return 32LL; 
# 53
} 
# 55
int main() 
# 56
{ 
# 57
int n27 = 850; 
# 58
static_assert((sizeof(int) == (4)), "expected value");
# 59
n27 = n27; 
# 60
int e28{7}; 
# 61
(__cudaPushCallConfiguration((e28 + 31) / 32, 512)) ? (void)0 : shade15(nullptr, static_cast< const short *>(nullptr), e28, nullptr); 
# 62
e28 = n27; 
# 63
double e29 = e28; 
# 64
return 0; 
# 65
} 

# 1 "v000853.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ca42943a_10_v000853_cu_418a1fd9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000853.cudafe1.stub.c"
#include "v000853.cudafe1.stub.c"
# 1 "v000853.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
