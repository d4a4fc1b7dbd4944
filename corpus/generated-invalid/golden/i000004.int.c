# 1 "i000004.cu"
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
# 6 "i000004.cu"
static int d_split2; 
# 8
__attribute__((unused)) int sift3(int *__restrict__ acc4, int stride5) {int volatile ___ = 1;(void)acc4;(void)stride5;
# 13
::exit(___);}
#if 0
# 8
{ 
# 9
int lim6 = (__device_builtin_variable_gridDim.y) + (3327 % (stride5 * stride5)); 
# 10
float diff7 = stride5; 
# 11
(*acc4)++; 
# 12
return 2482UL - d_split2; 
# 13
} 
#endif
# 16 "i000004.cu"
__attribute__((visibility("hidden"))) void mix8_kernel(const long *__restrict__ coef9) ;
#if 0
# 16
{ 
# 17
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
float off11 = ((11.625F) - d_split2) * (coef9[idx10]); 
# 19
__attribute__((unused)) static long long sh_12; 
# 20
++off11; 
# 21
__attribute__((unused)) static unsigned sh_13[32]; 
# 22
const long z14 = ((sizeof(int) / idx10) * (sh_13[d_split2])) + (sh_12 * (sizeof(float))); 
# 23
} 
#endif
# 25 "i000004.cu"
__attribute__((unused)) inline unsigned spread15(int n16, size_t a17, double q18) {int volatile ___ = 1;(void)n16;(void)a17;(void)q18;
# 35
::exit(___);}
#if 0
# 25
{ 
# 26
float idx19((21.0F)); 
# 27
idx19 = (((38) == idx19) ? ((sizeof(int)) - idx19) - (sizeof(double)) : (((q18 <= (__device_builtin_variable_threadIdx.x)) ? n16 : (8.125F)) * ((d_split2) ? 55 : (0.375F)))); 
# 28
q18 = ((14.875F) + ((__device_builtin_variable_threadIdx.x) >> 9)); 
# 29
idx19 = ((d_split2 += 47UL), (sizeof(unsigned) - d_split2)); 
# 30
int cnt20{static_cast< int>(((((__device_builtin_variable_threadIdx.y) / idx19) != n16) ? (int)61 : (-d_split2)) / ((idx19 > idx19) ? n16 : ((2) * (__device_builtin_variable_blockDim.x))))}; 
# 31
if ((a17 - (1)) <= a17) { 
# 32
return 8; 
# 33
}  
# 34
return __device_builtin_variable_blockDim.x; 
# 35
} 
#endif
# 37 "i000004.cu"
int bias21(long p22, int lane23, int lane24) { 
# 38
float mid25[5] = {(8.0F)}; 
# 39
int flag26(lane24); 
# 40
unsigned sum27 = lane23; 
# 41
return 16L; 
# 42
} 
# 44
extern "C" __attribute__((visibility("hidden"))) void norm28_kernel(const int *src29, float *__restrict__ out30, const unsigned long long *in31, const float *__restrict__ src32) ;
#if 0
# 44
{ 
# 45
int tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
d_split2 = 38; 
# 47
long long cnt34 = (out30 != (nullptr)) ? (__device_builtin_variable_threadIdx.z) * (src29[7]) : 18UL; 
# 48
} 
#endif
# 51 "i000004.cu"
float run_grow35(const float *in36, int count37) { 
# 52
count37 = (sizeof(char)); 
# 53
const float idx38 = 1 + count37; 
# 54
unsigned long f39[7] = {}; 
# 55
int f40(f39[count37]); 
# 56
int m41 = +f40; 
# 57
const int e42 = 5; 
# 58
return (((m41 < m41) ? m41 : count37) - ((6.5F) * count37)) * (((count37 += 48), (*in36)) - ((m41 >= (f39[f40])) ? 55 : m41)); 
# 59
} 
# 61
unsigned char check_gather43(float *data44, int len45, int lane46) { 
# 62
long stride47 = (*data44) + (len45 / lane46); 
# 63
int e48 = (sizeof(float) >> (((*data44) >= stride47) ? 38 : lane46)) + ((16UL - len45) * (stride47 - 238L)); 
# 64
auto q49 = lane46; 
# 65
lane46 = ((double)(*data44)); 
# 66
len45++; 
# 67
int f50 = data44[2]; 
# 68
return 31; 
# 69
} 
# 70
__attribute__((visibility("hidden"))) void probe_kernel52(int *p, int n) ;
#if 0
# 71
{ 
# 72
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 73
if (i < n) { (p[i]) = i; }  
# 74
} 
#endif
# 75 "i000004.cu"
__attribute__((visibility("hidden"))) void parent_kernel53(int *p, int n) ;
#if 0
# 76
{ 
# 77
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : probe_kernel52(p, n); 
# 78
} 
#endif
# 80 "i000004.cu"
int main() { 
# 81
int count51 = 2998; 
# 82
if (count51 && (count51 < count51)) { 
# 83
return ((count51 / count51) == count51) ? count51 : (56L / count51); 
# 84
}  
# 85
{ 
# 86
count51 = ((count51 / 35) / (count51 - count51)); 
# 87
--count51; 
# 88
} 
# 89
count51 = (63LL / ((unsigned)count51)); 
# 90
(__cudaPushCallConfiguration((count51 + 63) / 64, 1 << 5)) ? (void)0 : mix8_kernel(nullptr); 
# 91
(__cudaPushCallConfiguration(1 << 1, 512, sizeof(double) * (64), nullptr)) ? (void)0 : norm28_kernel(&count51, nullptr, nullptr, nullptr); 
# 92
return 0; 
# 93
} 

# 1 "i000004.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5837bfb_10_i000004_cu_aa2c4ef2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000004.cudafe1.stub.c"
#include "i000004.cudafe1.stub.c"
# 1 "i000004.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
