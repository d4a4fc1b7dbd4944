# 1 "v000293.cu"
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
# 7 "v000293.cu"
namespace _GLOBAL__N__ae295a5d_10_v000293_cu_5b9ce67d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__ae295a5d_10_v000293_cu_5b9ce67d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__ae295a5d_10_v000293_cu_5b9ce67d __attribute__((visibility("hidden")))  { 
# 8
typedef float real2_t; 
# 9
enum Color3 { BUSY4, LOW5}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 11
__attribute__((unused)) static int score6(float *buf7, int *buf8, int len9) 
# 12
{int volatile ___ = 1;(void)buf7;(void)buf8;(void)len9;
# 18
::exit(___);}
#if 0
# 12
{ 
# 13
(buf7[4]) *= __device_builtin_variable_warpSize; 
# 14
real2_t sum10 = (*buf8) / len9; 
# 15
float cnt11 = __device_builtin_variable_blockDim.y; 
# 16
char mid12 = ((__device_builtin_variable_gridDim.z) >= (__device_builtin_variable_blockIdx.z)) ? ((int)cnt11) | len9 : sizeof(unsigned); 
# 17
return (static_cast< unsigned>('\"')) / (*buf8); 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000293.cu"
}
# 21
__attribute__((visibility("hidden"))) void spread13_kernel(int lane14, unsigned char *out15, unsigned a16, short *data17) ;
#if 0
# 22
{ 
# 23
int tid18 = __device_builtin_variable_threadIdx.x; 
# 24
lane14--; 
# 25
if ((tid18 / tid18) < (__device_builtin_variable_blockIdx.x)) { 
# 26
return; 
# 27
}  
# 28
unsigned long long mid19[4] = {(35), (51), (8)}; 
# 29
} 
#endif
# 32 "v000293.cu"
long pack20(int len21, Color3 q22) 
# 33
{ 
# 34
if (((int)len21) > (LOW5)) { 
# 35
int q23 = (BUSY4); 
# 36
double hi24[8] = {(2.0), (1.0), (6.0), (double)(len21 % q23), (4), (-(15.0F)), (15.75), (-(18.875))}; 
# 37
int m25 = q22; 
# 38
}  
# 39
real2_t e26 = (14.0F); 
# 40
return len21; 
# 41
} 
# 43
namespace util27 { namespace v28 { 
# 44
struct __attribute((aligned(8))) Body29 { 
# 45
unsigned hi30; 
# 46
int w31; 
# 47
real2_t id32; 
# 48
unsigned id33; 
# 49
unsigned norm34() const 
# 50
{ 
# 51
return (pack20(28, BUSY4)) + ((hi30) + (id32)); 
# 52
} 
# 53
unsigned mix35() const 
# 54
{ 
# 55
if ((hi30) == (id32)) { 
# 56
return id33; 
# 57
}  
# 58
return (long)29UL; 
# 59
} 
# 60
}; 
# 62
long check_pivot36(float cfg37, const int *in38) 
# 63
{ 
# 64
cfg37 /= ((28 % (in38[1])) - cfg37); 
# 65
pack20(45, BUSY4); 
# 66
const char *flag39 = ("kernel\n"); 
# 67
cfg37--; 
# 68
float res40 = static_cast< long long>(cfg37); 
# 69
return res40; 
# 70
} 
# 72
__attribute__((visibility("hidden"))) void gather41(int *out42, int *out43, float *acc44) ;
#if 0
# 73
{ 
# 74
int tid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
switch (score6(acc44, reinterpret_cast< int *>(acc44), acc44[__device_builtin_variable_threadIdx.x])) { 
# 76
case 8:  
# 77
break; 
# 78
}  
# 79
(acc44[__device_builtin_variable_blockIdx.x]) = (((((*out42) <= tid45) ? 2 : (12.875F)) / (acc44[__device_builtin_variable_gridDim.y])) / ((__device_builtin_variable_gridDim.x) * (out42[4]))); 
# 80
Body29 h46 = Body29{(static_cast< unsigned>(BUSY4)), (-39), (6.0F), (404)}; 
# 81
const int z47 = (score6(reinterpret_cast< float *>(out43), out42, acc44[tid45])) - (static_cast< real2_t>(tid45)); 
# 82
(*acc44) += ((53 * (out42[tid45 & 7])) | score6(reinterpret_cast< real2_t *>(out43), out43, (__device_builtin_variable_threadIdx.x) + sizeof(Body29))); 
# 83
} 
#endif
# 84 "v000293.cu"
}}
# 86
int main() 
# 87
{ 
# 88
int len48 = 568; 
# 89
if ((len48 * 2989L) >= len48) { 
# 90
(__cudaPushCallConfiguration(dim3((len48 + 127) / 128, 2), dim3(((LOW5) + 3) * ((LOW5) + 1), (LOW5) + 127))) ? (void)0 : util27::v28::gather41(nullptr, &len48, static_cast< float *>(nullptr)); 
# 91
(__cudaPushCallConfiguration(2, 32, 1024)) ? (void)0 : spread13_kernel(pack20(4U, BUSY4), nullptr, len48, static_cast< short *>(nullptr)); 
# 92
}  
# 93
(__cudaPushCallConfiguration(128, (LOW5) + 127, 32 * 8)) ? (void)0 : util27::v28::gather41(nullptr, &len48, nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v000293.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae295a5d_10_v000293_cu_5b9ce67d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000293.cudafe1.stub.c"
#include "v000293.cudafe1.stub.c"
# 1 "v000293.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
