# 1 "v002011.cu"
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
# 13 "v002011.cu"
inline void norm5(short beta6, unsigned p7, unsigned a8 = '\"') { 
# 14
float f9(p7); 
# 15
++a8; 
# 16
static_assert((sizeof(int) == (4)), "expected value");
# 17
f9 -= ((+((60UL > beta6) ? beta6 : a8)) * ((12.375F) - p7)); 
# 18
a8 = p7; 
# 19
} 
# 20
constexpr int LANES10 = 32; 
# 21
static long d_gather11[16]; 
# 22
const char *g_split12 = ("ok"); 
# 25
__attribute__((unused)) int merge13(bool p14, const int *coef15) {int volatile ___ = 1;(void)p14;(void)coef15;
# 30
::exit(___);}
#if 0
# 25
{ 
# 26
int diff16 = (((21) - (__device_builtin_variable_threadIdx.x)) % (LANES10 * (__device_builtin_variable_gridDim.y))) ^ LANES10; 
# 27
static_assert((36 == 36));
# 28
int q17 = LANES10; 
# 29
return (50) - ((__device_builtin_variable_threadIdx.z) % (8)); 
# 30
} 
#endif
# 32 "v002011.cu"
template< class T, int N> __attribute__((unused)) void 
# 33
pack18(const T *src19) {int volatile ___ = 1;(void)src19;
# 37
::exit(___);}
#if 0
# 33
{ 
# 34
T k20 = (((d_gather11[5]) + (d_gather11[__device_builtin_variable_gridDim.z])) >> 0) % (8); 
# 35
k20 /= ((((__device_builtin_variable_blockIdx.z) <= k20) ? (__device_builtin_variable_threadIdx.z) ? LANES10 : 49 : (LANES10 - __device_builtin_variable_warpSize)) & ((N << (d_gather11[14])) * ((5U) + (d_gather11[5])))); 
# 36
float hi21[6] = {}; 
# 37
} 
#endif
# 39 "v002011.cu"
__attribute__((visibility("hidden"))) void merge22_kernel(unsigned b23, const unsigned *__restrict__ input24, const char *input25) ;
#if 0
# 39
{ 
# 40
unsigned tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
int w27 = 0; 
# 42
do { 
# 43
do { (d_gather11[b23]) += (((b23 += (__device_builtin_variable_gridDim.x)), w27) % 8); } while (0); 
# 44
int y28{1}; 
# 45
++w27; 
# 46
} while (w27 < w27); 
# 47
unsigned val29{(20)}; 
# 48
b23 += (input25[1]); 
# 49
val29 = (46); 
# 50
int f30 = ((' ') % (__device_builtin_variable_threadIdx.x)) << (d_gather11[12]); 
# 51
} 
#endif
# 53 "v002011.cu"
__attribute__((visibility("hidden"))) void fold31_kernel(float *__restrict__ data32, float *acc33, int count34, float alpha35) ;
#if 0
# 53
{ 
# 54
do { count34 += (acc33[4]); } while (0); 
# 55
unsigned v36 = *acc33; 
# 56
alpha35 -= alpha35; 
# 57
count34 = (((float)(acc33[7])) - ((count34 >> (d_gather11[8])) + (*acc33))); 
# 58
} 
#endif
# 61 "v002011.cu"
static void mix37(const double *src38, float *out39) ;
#if 0
# 61
{ 
# 62
int gid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
double stride41 = ('A'); 
# 64
(d_gather11[gid40 & 15]) &= ('a'); 
# 65
char res42((27ULL)); 
# 66
} 
#endif
# 68 "v002011.cu"
__attribute((noinline)) __attribute__((unused)) int count43(float *data44) {int volatile ___ = 1;(void)data44;
# 77
::exit(___);}
#if 0
# 68
{ 
# 69
if ((d_gather11[9]) == LANES10) { 
# 70
return (((d_gather11[12]) += (d_gather11[9])), LANES10); 
# 71
}  
# 72
(d_gather11[(__device_builtin_variable_threadIdx.y) & (15)])++; 
# 73
(data44[5]) = ((long)57UL); 
# 74
(d_gather11[15]) >>= 3; 
# 75
(++(*data44)), ((data44[4]) = (data44[3])); 
# 76
return (d_gather11[9]) << 1; 
# 77
} 
#endif
# 80 "v002011.cu"
__attribute__((visibility("hidden"))) void relax45_kernel(int *__restrict__ acc46, const int *__restrict__ input47) ;
#if 0
# 80
{ 
# 81
unsigned tid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
if (!((__device_builtin_variable_threadIdx.x) >= tid48)) { 
# 83
return; 
# 84
}  
# 85
do { (acc46[tid48 & (7)]) += (46L + ((2 * (input47[3])) + ((*input47) + tid48))); } while (0); 
# 86
if ((*acc46) == 31U) { 
# 87
goto finish49; 
# 88
}  
# 89
(acc46[4]) = (57 ^ (((short)(*acc46)) % 8)); 
# 90
(acc46[tid48])++; 
# 91
(d_gather11[tid48]) = ((((__device_builtin_variable_threadIdx.y) - LANES10) * (input47[5])) ^ (1778 >> ((__device_builtin_variable_threadIdx.x) + 33UL))); 
# 92
finish49:; ; 
# 93
} 
#endif
# 95 "v002011.cu"
int main() { 
# 96
int n50 = 3669; 
# 97
auto lam52 = []()->unsigned { 
# 98
(__cudaPushCallConfiguration(((dim3)(32)), 32, LANES10 + 992, 0)) ? (void)0 : merge22_kernel((2 * (g_split12[0])) + (('a') * (g_split12[0])), (const unsigned *)nullptr, (const char *)nullptr); 
# 99
unsigned r51 = (((g_split12[1]) > 55) ? LANES10 + (g_split12[0]) : (9 - (g_split12[1]))) % ((g_split12[0]) * ((g_split12[1]) % 8)); 
# 100
(__cudaPushCallConfiguration(dim3(4 * 8, (r51 + (255)) / (256), 1), 64, 1024, (cudaStream_t)0)) ? (void)0 : fold31_kernel(nullptr, nullptr, (((g_split12[1]) == LANES10) ? LANES10 : 54UL) >> 2, LANES10 * (g_split12[0])); 
# 101
return g_split12[1]; 
# 102
} ; typedef decltype(lam52) __T0;
# 103
lam52(); 
# 104
{ 
# 105
{ 
# 106
dim3 prod53 = ((dim3)(32)); 
# 107
n50 <<= n50; 
# 108
} 
# 109
} 
# 110
(__cudaPushCallConfiguration((n50 + 127) / 128, 256, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : mix37((const double *)nullptr, (float *)nullptr); 
# 111
(__cudaPushCallConfiguration((n50 + 31) / 32, (LANES10 + LANES10) * 2)) ? (void)0 : relax45_kernel(nullptr, &n50); 
# 112
return 0; 
# 113
} 

# 1 "v002011.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee076935_10_v002011_cu_947d63f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002011.cudafe1.stub.c"
#include "v002011.cudafe1.stub.c"
# 1 "v002011.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
