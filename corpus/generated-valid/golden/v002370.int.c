# 1 "v002370.cu"
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
# 7 "v002370.cu"
enum Mode3: long { SLOW4, OFF5 = 2L}; 
# 9
double trace6(Mode3 cfg7, int *__restrict__ buf8, float *out9) 
# 10
{ 
# 11
if (cfg7 == (OFF5)) { 
# 12
return -(11.625F); 
# 13
}  
# 14
Mode3 v10 = OFF5; 
# 15
return (float)(cfg7 | (*buf8)); 
# 16
} 
# 19
__attribute__((visibility("hidden"))) void relax11_kernel(Mode3 alpha12, int *buf13) ;
#if 0
# 20
{ 
# 21
int tid14 = __device_builtin_variable_threadIdx.x; 
# 22
__attribute__((unused)) static long long sh_15[128]; 
# 23
trace6(SLOW4, nullptr, static_cast< float *>(nullptr)); 
# 24
for (int i16 = 0; i16 < tid14; i16++) { 
# 25
for (int n17 = 0; n17 < tid14; ++n17) { 
# 26
int mid18 = ((alpha12 % (8)) % (8)) ^ ((n17 % 8) + n17); 
# 27
mid18 &= sizeof(float); 
# 28
}  
# 29
}  
# 30
} 
#endif
# 33 "v002370.cu"
__attribute__((visibility("hidden"))) void tally19_kernel(char *out20, int *buf21, float *__restrict__ out22) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) static long sh_23; 
# 36
unsigned q24 = (SLOW4) * (__device_builtin_variable_gridDim.x); 
# 37
} 
#endif
# 39 "v002370.cu"
static void probe25_kernel(float beta26, int *data27, const int *__restrict__ in28) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern unsigned dyn_29[]; 
# 42
int idx30 = __device_builtin_variable_threadIdx.x; 
# 43
const float flag31 = trace6(SLOW4, nullptr, &beta26); 
# 44
beta26 *= trace6(SLOW4, data27, (float *)nullptr); 
# 45
} 
#endif
# 46 "v002370.cu"
static int d_smooth32[4]; 
# 47
static char c_pack33[8]; 
# 49
double update34(size_t beta35, double cfg36 = 47U) 
# 50
{ 
# 51
int lim37[6] = {(23UL), (18U), 4005, (17LL), 13, (static_cast< int>(35))}; 
# 52
if (((lim37[5]) * (SLOW4)) > (14)) { 
# 53
return (beta35 % beta35) | (lim37[4]); 
# 54
}  
# 55
double k38(beta35 >> 5); 
# 56
for (int it39 = 8; it39 > 0; --it39) { 
# 57
Mode3 prod40 = SLOW4; 
# 58
(lim37[0]) |= (static_cast< short>(trace6(SLOW4, lim37, nullptr))); 
# 59
}  
# 60
return trace6(OFF5, lim37, nullptr); 
# 61
} 
# 63
static float run_stencil41(int lane42, int len43, unsigned short *__restrict__ data44) 
# 64
{ 
# 65
static int prod45 = 44; 
# 66
lane42 |= (*data44); 
# 67
return (((lane42 ^ len43) >= lane42) ? (OFF5) & prod45 : lane42) & len43; 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int len46 = 2481; 
# 73
auto fn48 = [](int acc47) { 
# 74
trace6(OFF5, &acc47, (float *)nullptr); 
# 75
(__cudaPushCallConfiguration(1, sizeof(float) * ((OFF5) + ((OFF5) + (12))))) ? (void)0 : probe25_kernel(22L + acc47, &acc47, &acc47); 
# 76
acc47 = acc47; 
# 77
} ; typedef decltype(fn48) __T0;
# 78
fn48(len46); 
# 79
len46 <<= 5; 
# 80
auto op54 = [](unsigned q49, float u50)->int { 
# 81
for (int i51 = 9; i51 > 0; --i51) { 
# 82
long long hi52 = ((short)u50) % 8; 
# 83
}  
# 84
int tmp53 = (((u50 > q49) ? q49 : q49) >> (SLOW4)) + update34(13); 
# 85
return ((32) * q49) / tmp53; 
# 86
} ; typedef decltype(op54) __T1;
# 87
op54(len46, 17U); 
# 88
len46 <<= 2; 
# 89
(__cudaPushCallConfiguration((len46 + 31) / 32, sizeof(int) * (128), sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : tally19_kernel(nullptr, &len46, static_cast< float *>(nullptr)); 
# 90
(__cudaPushCallConfiguration((128) * (OFF5), 512)) ? (void)0 : relax11_kernel(OFF5, &len46); 
# 91
return 0; 
# 92
} 

# 1 "v002370.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f6f895e_10_v002370_cu_5314e696
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002370.cudafe1.stub.c"
#include "v002370.cudafe1.stub.c"
# 1 "v002370.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
