# 1 "v002171.cu"
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
# 20 "v002171.cu"
static float d_weigh7; 
# 21
static void warp8_kernel(size_t *__restrict__ data9, const unsigned char *coef10, float beta11, float *dst12) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_13[]; 
# 24
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
__attribute__((unused)) static char sh_15[32]; 
# 26
unsigned h16 = (sizeof(float)); 
# 27
__attribute__((unused)) static int sh_17[64]; 
# 28
int prod18 = 32; 
# 29
prod18 = (idx14 ^ ((h16 & (15)) & (18 << (sh_15[4])))); 
# 30
} 
#endif
# 31 "v002171.cu"
enum Axis19 { HIGH20, LOW21, RED22}; 
# 32
__attribute__((visibility("hidden"))) void sift23(int stride24, float *out25) ;
#if 0
# 33
{ 
# 34
d_weigh7 = ((stride24 | stride24) ? out25[stride24] : (sizeof(int))); 
# 35
__attribute__((unused)) static float sh_26[64]; 
# 36
(out25[stride24 & 7])--; 
# 37
unsigned v27 = (__device_builtin_variable_blockIdx.x) * stride24; 
# 38
++stride24; 
# 39
int *tmp28 = (nullptr); 
# 40
d_weigh7 = (__device_builtin_variable_threadIdx.x); 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v002171.cu"
template< class T, int N = 7> static void 
# 43
__wrapper__device_stub_scatter29_kernel(T *&out30, const T *__restrict__ &in31, const T *__restrict__ &input32, T &cfg33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
d_weigh7 *= ((T)(tid34 - cfg33)); 
# 47
--cfg33; 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 42 "v002171.cu"
template< class T, int N = 7> static void 
# 43
scatter29_kernel(T *out30, const T *__restrict__ in31, const T *__restrict__ input32, T cfg33) 
# 44
{__wrapper__device_stub_scatter29_kernel<T,N>(out30,in31,input32,cfg33);
# 48
return;}
#if 0
# 44
{ 
# 45
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
d_weigh7 *= ((T)(tid34 - cfg33)); 
# 47
--cfg33; 
# 48
} 
#endif
# 49 "v002171.cu"
__attribute__((visibility("hidden"))) void bump35_kernel(short *__restrict__ acc36, int *out37, unsigned *__restrict__ buf38) ;
#if 0
# 50
{ 
# 51
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
--(*acc36); 
# 53
__attribute__((unused)) static int sh_40[128]; 
# 54
(out37[4]) |= (*out37); 
# 55
} 
#endif
# 56 "v002171.cu"
enum State41 { ON42, ADD43}; 
# 57
__attribute__((visibility("hidden"))) void step44(signed char *__restrict__ buf45) ;
#if 0
# 58
{ 
# 59
int tid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
(buf45[__device_builtin_variable_threadIdx.y]) <<= 2; 
# 61
d_weigh7 = d_weigh7; 
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63 "v002171.cu"
template< class T, int N = 7> static void 
# 64
__wrapper__device_stub_shade47_kernel(const T *&coef48) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 65
{ 
# 66
int i49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
auto t50 = 11; 
# 68
int sum51 = t50 & 15; 
# 69
d_weigh7 += i49; 
# 70
sum51 *= (__device_builtin_variable_warpSize + (N % ((int)sum51))); 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 63 "v002171.cu"
template< class T, int N = 7> static void 
# 64
shade47_kernel(const T *coef48) 
# 65
{__wrapper__device_stub_shade47_kernel<T,N>(coef48);
# 71
return;}
#if 0
# 65
{ 
# 66
int i49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
auto t50 = 11; 
# 68
int sum51 = t50 & 15; 
# 69
d_weigh7 += i49; 
# 70
sum51 *= (__device_builtin_variable_warpSize + (N % ((int)sum51))); 
# 71
} 
#endif
# 72 "v002171.cu"
enum class State52: short { Busy53 = 1, Red54 = 5, Off55 = 7, Idle56}; 
# 73
short check_sweep57(const int *__restrict__ src58) 
# 74
{ 
# 75
(__cudaPushCallConfiguration(((dim3)((ADD43) + 7)), dim3((ADD43) + 7, 1 << ((ADD43) + (RED22)), (LOW21) + ((ADD43) + 14)), 256 * ((ADD43) + 3), (cudaStream_t)0)) ? (void)0 : shade47_kernel((const double *)nullptr); 
# 76
const char *z59 = ("ok"); 
# 77
int idx60(((~((z59[1]) % 8)) < ((src58[4]) * (src58[4]))) ? ~((z59[1]) % 8) : ((src58[4]) * (src58[4]))); 
# 78
if (((src58 == (nullptr)) ? 30 : (z59[0])) < 32) { 
# 79
goto finish61; 
# 80
}  
# 81
(__cudaPushCallConfiguration(((dim3)((idx60 + 127) / 128)), dim3((idx60 + 63) / 64, (idx60 + 31) / 32, 1 << 3))) ? (void)0 : scatter29_kernel< int, 1> (const_cast< int *>(src58), nullptr, src58, (z59[0]) * 61U); 
# 82
(--idx60), (idx60 ^= (((long)18UL) | (z59[1]))); 
# 83
finish61:; ; 
# 84
return idx60; 
# 85
} 
# 86
int main() 
# 87
{ 
# 88
int len62 = 1009; 
# 89
State52 hi63 = State52::Red54; 
# 90
float q64 = len62 * (14 | (len62 + len62)); 
# 91
static float diff65 = (-(15.125F)); 
# 92
if (diff65 >= diff65) { 
# 93
return diff65; 
# 94
}  
# 95
diff65 -= (+(((HIGH20) / diff65) / ((q64 < (44)) ? q64 : (44)))); 
# 96
(__cudaPushCallConfiguration((len62 + 255) / 256, dim3((len62 + 31) / 32, 512, (len62 + 63) / 64), 0, 0)) ? (void)0 : warp8_kernel((size_t *)nullptr, (const unsigned char *)nullptr, check_sweep57(nullptr), nullptr); 
# 97
(__cudaPushCallConfiguration(2, 1 << ((ADD43) + 5))) ? (void)0 : sift23(check_sweep57((const int *)nullptr), nullptr); 
# 98
(__cudaPushCallConfiguration((LOW21) + 3, ((LOW21) + 7) * ((LOW21) + ((LOW21) + 14)))) ? (void)0 : bump35_kernel(nullptr, nullptr, nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v002171.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa1b4f30_10_v002171_cu_d48ad37a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002171.cudafe1.stub.c"
#include "v002171.cudafe1.stub.c"
# 1 "v002171.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
