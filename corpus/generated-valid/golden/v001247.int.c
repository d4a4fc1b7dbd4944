# 1 "v001247.cu"
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
# 11 "v001247.cu"
enum class Op7 { Slow8, Busy9}; 
# 13
__attribute__((visibility("hidden"))) void tile10(int count11) ;
#if 0
# 13
{ 
# 14
count11 = ((count11 == 7) ? +count11 : ((count11 > 9) ? 2L : 61ULL)); 
# 15
if (((int)count11) == count11) { 
# 16
return; 
# 17
}  
# 18
count11 = (count11 % count11); 
# 19
constexpr unsigned q12 = (18); 
# 20
} 
#endif
# 23 "v001247.cu"
__attribute__((visibility("hidden"))) void fuse13(float cfg14, int len15, int *data16, int lane17) ;
#if 0
# 23
{ 
# 24
int r18 = cfg14 + (((cfg14 < cfg14) ? data16[1] : 35L) + (1)); 
# 25
r18 = (len15 - (lane17 + 20U)); 
# 26
Op7 mid19 = Op7::Busy9; 
# 27
if (((*data16) + cfg14) > (3)) { 
# 28
return; 
# 29
}  
# 30
unsigned short v20 = ((float)((float)128)) * ((lane17 / 3) * (1 + len15)); 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v001247.cu"
template< class T, int N = 6> static void 
# 34
__wrapper__device_stub_tally21(T &beta22, T &p23, int *&buf24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
beta22 = 32; 
# 36
T k25 = (((beta22 > p23) ? '#' : (15.625F)) - (0.75F)) / p23; 
# 37
beta22 = N; 
# 38
k25 = p23; 
# 39
if (!buf24) { 
# 40
return; 
# 41
}  
# 42
p23 = (p23 / 2); 
# 43
Op7 t26 = Op7::Slow8; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001247.cu"
template< class T, int N = 6> static void 
# 34
tally21(T beta22, T p23, int *buf24) {__wrapper__device_stub_tally21<T,N>(beta22,p23,buf24);
# 44
return;}
#if 0
# 34
{ 
# 35
beta22 = 32; 
# 36
T k25 = (((beta22 > p23) ? '#' : (15.625F)) - (0.75F)) / p23; 
# 37
beta22 = N; 
# 38
k25 = p23; 
# 39
if (!buf24) { 
# 40
return; 
# 41
}  
# 42
p23 = (p23 / 2); 
# 43
Op7 t26 = Op7::Slow8; 
# 44
} 
#endif
# 47 "v001247.cu"
int norm27(int *data28) { 
# 48
float f29 = (sizeof(int)); 
# 49
(*data28) = f29; 
# 50
unsigned h30 = (double)f29; 
# 51
if (f29 != h30) { 
# 52
goto done31; 
# 53
}  
# 54
h30 = h30; 
# 55
h30 = ((int)43UL); 
# 56
done31:; ; 
# 57
return (((*data28) + f29) <= (h30 + (3))) ? (f29 - (34U)) * (data28[3]) : (((f29 <= f29) ? 4572 : f29) * h30); 
# 58
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60
template< class T> static void 
# 61
__wrapper__device_stub_accum32(T *&data33, const int *&src34, const float *&input35, const double *&in36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
T s37 = (input35[3]) / (2); 
# 63
int m38 = 63; 
# 64
constexpr int w39 = (56L); 
# 65
auto lo40 = (42UL == (((input35[4]) + s37) - 51U)) ? '\t' : (6.125); 
# 66
auto res41 = 127; 
# 67
T idx42{127}; 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 60 "v001247.cu"
template< class T> static void 
# 61
accum32(T *data33, const int *src34, const float *input35, const double *in36) {__wrapper__device_stub_accum32<T>(data33,src34,input35,in36);
# 68
return;}
#if 0
# 61
{ 
# 62
T s37 = (input35[3]) / (2); 
# 63
int m38 = 63; 
# 64
constexpr int w39 = (56L); 
# 65
auto lo40 = (42UL == (((input35[4]) + s37) - 51U)) ? '\t' : (6.125); 
# 66
auto res41 = 127; 
# 67
T idx42{127}; 
# 68
} 
#endif
# 70 "v001247.cu"
namespace gpu43 { 
# 71
typedef int idx44_t; 
# 73
__attribute__((visibility("hidden"))) void march45_kernel(float *buf46, long beta47, idx44_t n48) ;
#if 0
# 73
{ 
# 74
Op7 z49 = Op7::Slow8; 
# 75
switch ((unsigned)n48) { 
# 76
case 8:  
# 77
break; 
# 78
default:  { 
# 79
float val50 = (24.875F) - (*buf46); 
# 80
break; 
# 81
} 
# 82
}  
# 83
n48 = ((2060) * ((unsigned long long)(n48 * beta47))); 
# 84
beta47 = ((((buf46[3]) * n48) + n48) - (34L)); 
# 85
auto v51 = (0 + n48) - (((buf46[beta47]) <= (-beta47)) ? (3.25F) : (*buf46)); 
# 86
} 
#endif
# 87 "v001247.cu"
}
# 89
int run_spread52(unsigned p53, int *__restrict__ acc54) { 
# 90
(__cudaPushCallConfiguration((p53 + (31)) / (32), 512, sizeof(double) * (64), nullptr)) ? (void)0 : accum32((int *)nullptr, acc54 + 2, nullptr, (const double *)nullptr); 
# 91
(__cudaPushCallConfiguration(1, ((dim3)((p53 + (63)) / (64))), 256, 0)) ? (void)0 : gpu43::march45_kernel((float *)nullptr, (sizeof(float) - p53) * p53, ((acc54[2]) - 46) + (acc54[p53])); 
# 92
(__cudaPushCallConfiguration(4, 64, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : tally21< int, 2> (128 + (acc54[p53]), (sizeof(float) - p53) - (acc54[p53]), acc54); 
# 93
(*acc54) = (((51) / p53) - ((acc54[1]) * ((p53 < (8)) ? p53 : (8)))); 
# 94
Op7 idx55 = Op7::Busy9; 
# 95
return (gpu43::idx44_t)(p53 % (128)); 
# 96
} 
# 98
int main() { 
# 99
int n56 = 2842; 
# 100
auto t57 = n56; 
# 101
Op7 q58 = Op7::Busy9; 
# 102
const gpu43::idx44_t mid59 = t57; 
# 103
n56 = n56; 
# 104
Op7 r60 = Op7::Busy9; 
# 105
dim3 z61 = ((dim3)((n56 + 31) / 32)); 
# 106
(__cudaPushCallConfiguration(4, z61, sizeof(int) * (256))) ? (void)0 : tile10((t57 < (mid59 % t57)) ? t57 : (mid59 % t57)); 
# 107
(__cudaPushCallConfiguration((mid59 + 127) / 128, z61, 0)) ? (void)0 : fuse13(n56, mid59, (int *)nullptr, ((double)n56) / (2)); 
# 108
return 0; 
# 109
} 

# 1 "v001247.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7fac020f_10_v001247_cu_a62c73de
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001247.cudafe1.stub.c"
#include "v001247.cudafe1.stub.c"
# 1 "v001247.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
