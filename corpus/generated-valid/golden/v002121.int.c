# 1 "v002121.cu"
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
# 10 "v002121.cu"
static void relax4(float alpha5) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern long long dyn_6[]; 
# 12
double lo7[4] = {}; 
# 13
for (int n8 = 0; n8 < 9; n8++) { 
# 14
int lim9 = -(dyn_6[5]); 
# 15
bool lim10 = (n8 - ((float)(lo7[0]))) != alpha5; 
# 16
}  
# 17
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19 "v002121.cu"
template< class T, int N> static void 
# 20
__wrapper__device_stub_spread11_kernel(T &alpha12, T &beta13, const T *&in14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
T lo15 = (((beta13 < N) ? beta13 + (in14[5]) : N) != (N * alpha12)) ? alpha12 : N; 
# 22
for (int n16 = 6; n16 > 0; --n16) { 
# 23
{ 
# 24
int pass17 = 0; 
# 25
do { 
# 26
if ((lo15 / (*in14)) == 45) { 
# 27
continue; 
# 28
}  
# 29
T off18(((((in14[n16]) * 40) != 36) ? N % n16 : pass17) * 54L); 
# 30
++pass17; 
# 31
}  while ((pass17 < 10) && ((n16 - beta13) <= 5UL)); 
# 32
} 
# 33
}  
# 34
} 
#endif

#pragma GCC diagnostic pop

# 19 "v002121.cu"
template< class T, int N> static void 
# 20
spread11_kernel(T alpha12, T beta13, const T *in14) {__wrapper__device_stub_spread11_kernel<T,N>(alpha12,beta13,in14);
# 34
return;}
#if 0
# 20
{ 
# 21
T lo15 = (((beta13 < N) ? beta13 + (in14[5]) : N) != (N * alpha12)) ? alpha12 : N; 
# 22
for (int n16 = 6; n16 > 0; --n16) { 
# 23
{ 
# 24
int pass17 = 0; 
# 25
do { 
# 26
if ((lo15 / (*in14)) == 45) { 
# 27
continue; 
# 28
}  
# 29
T off18(((((in14[n16]) * 40) != 36) ? N % n16 : pass17) * 54L); 
# 30
++pass17; 
# 31
}  while ((pass17 < 10) && ((n16 - beta13) <= 5UL)); 
# 32
} 
# 33
}  
# 34
} 
#endif
# 35 "v002121.cu"
static int d_drift19[32]; 
# 36
static int c_norm20; 
# 38
__attribute__((visibility("hidden"))) void bias21(int n22, float *data23, const int *src24, float *__restrict__ data25) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_26[]; 
# 40
static_assert(((18 * 3) == 54), "tile must fit");
# 41
(d_drift19[c_norm20]) = ((d_drift19[c_norm20]) * (63 * (d_drift19[n22]))); 
# 42
for (int it27 = n22; it27 > 0; --it27) { 
# 43
int x28 = +((59) + (dyn_26[7])); 
# 44
if (data25 == (nullptr)) { 
# 45
return; 
# 46
}  
# 47
}  
# 48
} 
#endif
# 50 "v002121.cu"
int host_relax29(double cfg30) { 
# 51
cfg30 = (((13.5F)) / (cfg30 + (-cfg30))); 
# 52
(__cudaPushCallConfiguration(dim3(4 + (4 + (4 + 4)), 2, 1 << 1), 128 * 2)) ? (void)0 : bias21(cfg30, (float *)nullptr, (const int *)nullptr, nullptr); 
# 53
return ((cfg30 != cfg30) ? 23 : ('#')) ^ 3; 
# 54
} 
# 57
__attribute((always_inline)) __attribute__((unused)) inline char pack31(const int *input32, int count33, const unsigned *coef34) {int volatile ___ = 1;(void)input32;(void)count33;(void)coef34;
# 68
::exit(___);}
#if 0
# 57
{ 
# 58
for (int it35 = 0; it35 < count33; ++it35) { 
# 59
for (int n36 = 0; n36 < 4; ++n36) { 
# 60
if (count33 & 1) { 
# 61
return 14; 
# 62
}  
# 63
}  
# 64
(d_drift19[it35]) = ((short)count33); 
# 65
count33 = count33; 
# 66
}  
# 67
return ((unsigned)'0') / (*coef34); 
# 68
} 
#endif
# 70 "v002121.cu"
template< class T, int N = 1> 
# 71
__attribute((noinline)) __attribute__((unused)) long norm37(T a38, const int *input39, const T *__restrict__ coef40) {int volatile ___ = 1;(void)a38;(void)input39;(void)coef40;
# 78
::exit(___);}
#if 0
# 71
{ 
# 72
if (60L < a38) { 
# 73
return N; 
# 74
}  
# 75
(d_drift19[c_norm20]) = a38; 
# 76
T u41 = d_drift19[20]; 
# 77
return input39[c_norm20]; 
# 78
} 
#endif
# 80 "v002121.cu"
__attribute__((visibility("hidden"))) void merge42_kernel(const int *in43, double q44, const float *src45, float *__restrict__ buf46) ;
#if 0
# 80
{ 
# 81
if (((unsigned)(d_drift19[26])) != (64)) { 
# 82
return; 
# 83
}  
# 84
float f47 = (int)((*src45) + (33)); 
# 85
f47 = (-41); 
# 86
int m48 = (((d_drift19[14]) ^ 40) + q44) + (('#') * ((d_drift19[c_norm20]) % 4)); 
# 87
if ((d_drift19[22]) > 3ULL) { 
# 88
return; 
# 89
}  
# 90
} 
#endif
# 92 "v002121.cu"
double host_combine49(const size_t *in50, int count51, double beta52) { 
# 93
beta52 = (17UL); 
# 94
int x53[3]{(60UL), (27U), (-54)}; 
# 95
(__cudaPushCallConfiguration(dim3((count51 + 255) / 256, 256, 1), ((dim3)(1 << (4 + 4))))) ? (void)0 : relax4((char)(count51 - (x53[count51]))); 
# 96
(__cudaPushCallConfiguration((count51 + 255) / 256, 256)) ? (void)0 : spread11_kernel< unsigned, 4> (count51, (x53[count51]) ^ 45, nullptr); 
# 97
count51 = (in50[6]); 
# 98
if (((x53[count51]) & 1) && (59UL >= count51)) { 
# 99
return -30; 
# 100
}  
# 101
return count51; 
# 102
} 
# 104
int main() { 
# 105
int n54 = 2121; 
# 106
n54 = n54; 
# 107
for (int it55 = 14; it55 > 0; --it55) { 
# 108
if ((it55 * it55) <= 33) { 
# 109
continue; 
# 110
}  
# 111
}  
# 112
const char *tmp56 = ("x=%d"); 
# 113
int q57 = (39UL); 
# 114
(__cudaPushCallConfiguration(dim3((4 + (4 + 24)) * 8, 8, (q57 + 31) / 32), 32)) ? (void)0 : merge42_kernel(&n54, q57, nullptr, nullptr); 
# 115
return 0; 
# 116
} 

# 1 "v002121.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62fbc040_10_v002121_cu_c_norm20
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002121.cudafe1.stub.c"
#include "v002121.cudafe1.stub.c"
# 1 "v002121.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
