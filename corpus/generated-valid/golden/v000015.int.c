# 1 "v000015.cu"
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
# 26 "v000015.cu"
__attribute__((visibility("hidden"))) void spread6(const int *in7, double q8) ;
#if 0
# 27
{ 
# 28
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
unsigned long x10 = (43) - i9; 
# 30
q8 = ((float)(i9 | ((46) * x10))); 
# 31
q8 = (((__device_builtin_variable_gridDim.y) - i9) + (in7[7])); 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 34 "v000015.cu"
__attribute__((unused)) static void weigh11(const short *src12, int stride13, int lane14) 
# 35
{int volatile ___ = 1;(void)src12;(void)stride13;(void)lane14;
# 40
::exit(___);}
#if 0
# 35
{ 
# 36
lane14--; 
# 37
do { lane14 += (lane14 / ((long)(static_cast< double>(src12[lane14 & 7])))); } while (0); 
# 38
float m15 = (unsigned)((stride13 += (__device_builtin_variable_threadIdx.z)), lane14); 
# 39
__attribute__((unused)) static int sh_16[256]; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000015.cu"
__attribute__((unused)) unsigned long sweep17(int len18, int stride19) 
# 43
{int volatile ___ = 1;(void)len18;(void)stride19;
# 49
::exit(___);}
#if 0
# 43
{ 
# 44
stride19 = stride19; 
# 45
stride19 = ((__device_builtin_variable_threadIdx.z) + ((int)sizeof(unsigned long))); 
# 46
double t20 = len18; 
# 47
__attribute__((unused)) static int sh_21[32]; 
# 48
return sizeof(unsigned long); 
# 49
} 
#endif
# 52 "v000015.cu"
unsigned host_apply22(int len23) 
# 53
{ 
# 54
(__cudaPushCallConfiguration(8 * 4, 46 + 82)) ? (void)0 : spread6(&len23, (U'\x23') | (~len23)); 
# 55
(__cudaPushCallConfiguration((len23 + 255) / 256, 128)) ? (void)0 : spread6(nullptr, -57L); 
# 56
const float stride24 = len23; 
# 57
len23 = len23; 
# 58
len23 = stride24; 
# 59
--len23; 
# 60
if (stride24 != stride24) { 
# 61
return len23; }  
# 62
return ((len23 * len23) | 46) % ((len23 ^ len23) - ((len23 += len23), 38)); 
# 63
} 
# 65
__attribute__((unused)) int relax25(int n26, double p27, int *buf28) 
# 66
{int volatile ___ = 1;(void)n26;(void)p27;(void)buf28;
# 78
::exit(___);}
#if 0
# 66
{ 
# 67
(buf28[n26]) = (+(2490 + (static_cast< int>(n26)))); 
# 69
#pragma unroll 4
for (
# 69
int n29 = 0; n29 < 2; ++n29) { 
# 70
--(*buf28); 
# 72
#pragma unroll 2
for (
# 72
int n30 = 0; n30 < n26; ++n30) { 
# 73
n26 = (static_cast< unsigned>((*buf28) + (11U - n26))); }  
# 74
}  
# 75
n26 = (static_cast< float>(n26 + (static_cast< unsigned>(16)))); 
# 76
__attribute__((unused)) static int sh_31; 
# 77
return (((buf28[__device_builtin_variable_gridDim.x]) += 12), p27); 
# 78
} 
#endif
# 80 "v000015.cu"
int main() 
# 81
{ 
# 82
int n32 = 163; 
# 83
(__cudaPushCallConfiguration(64, 32)) ? (void)0 : spread6(&n32, n32); 
# 84
unsigned u33 = (static_cast< float>(46)) * ((n32 += 10LL), 5); 
# 85
return 0; 
# 86
} 

# 1 "v000015.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f6faef4b_10_v000015_cu_fd702381
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000015.cudafe1.stub.c"
#include "v000015.cudafe1.stub.c"
# 1 "v000015.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
