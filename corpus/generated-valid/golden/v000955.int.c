# 1 "v000955.cu"
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
# 7 "v000955.cu"
__attribute__((visibility("hidden"))) void sift2_kernel(int count3, const int *input4, const double *__restrict__ src5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
__attribute__((unused)) static int sh_7[2 * 4]; 
# 11
const int hi8 = (+((input4[7]) & 15)) * 10U; 
# 12
constexpr short lo9 = (25); 
# 13
} 
#endif
# 16 "v000955.cu"
void check_step10(const long *coef11, unsigned alpha12, short cfg13) 
# 17
{ 
# 18
for (int i14 = cfg13; i14 > 0; --i14) { 
# 19
const int z15 = 864; 
# 20
}  
# 21
alpha12 = ((coef11 == (nullptr)) ? 57 : (((cfg13 < 23) ? cfg13 : alpha12) * ((cfg13 != alpha12) ? cfg13 : 62))); 
# 22
double prod16 = alpha12; 
# 23
if (((*coef11) & (15)) >= (39U)) { 
# 24
goto finish17; 
# 25
}  
# 26
alpha12--; 
# 27
finish17:; ; 
# 28
} 
# 30
static unsigned char host_grow18(int stride19, int len20, unsigned beta21) 
# 31
{ 
# 32
long lim22 = (((unsigned)len20) + (beta21 - len20)) - 1603L; 
# 33
int t23{(29UL)}; 
# 34
return (beta21); 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void blend24_kernel(int lane25, int *out26) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern unsigned char dyn_27[]; 
# 41
#pragma unroll
for (
# 41
int i28 = 0, j29 = lane25; i28 < j29; (++i28), (--j29)) { 
# 42
constexpr int e30 = 3344; 
# 43
__attribute__((unused)) static int sh_31[1 << 1][17]; 
# 44
}  
# 45
} 
#endif
# 47 "v000955.cu"
inline int pivot32(unsigned long long cfg33, float alpha34 = 33U) 
# 48
{ 
# 49
int q35[5]{62, 9, (int)alpha34, 9, 3}; 
# 50
int pass36 = 0; 
# 51
do { 
# 52
(q35[cfg33]) |= 17; 
# 53
(cfg33--), (cfg33 %= (25)); 
# 54
++pass36; 
# 55
} while ((pass36 < pass36) && (cfg33 || (alpha34 != (24L)))); 
# 56
if (((q35[cfg33]) < alpha34) && pass36) { 
# 57
goto skip37; 
# 58
}  
# 59
alpha34 /= alpha34; 
# 60
(q35[pass36]) >>= 5; 
# 61
++(q35[pass36]); 
# 62
skip37:; ; 
# 63
return (int)alpha34; 
# 64
} 
# 66
signed char update38(float b39, int count40) 
# 67
{ 
# 68
--count40; 
# 69
(__cudaPushCallConfiguration((count40 + 63) / 64, 256)) ? (void)0 : blend24_kernel(count40, &count40); 
# 70
if ((b39 + b39) > (14)) { 
# 71
return ((host_grow18(b39, 23, 31UL)) & 15); 
# 72
}  
# 73
(__cudaPushCallConfiguration(dim3(2 * 16, (count40 + 63) / 64, (count40 + 127) / 128), 256)) ? (void)0 : sift2_kernel(pivot32(pivot32(8, b39)), nullptr, nullptr); 
# 74
return (((unsigned)count40) * (16)) - (17); 
# 75
} 
# 76
using idx41_t = int; 
# 79
struct Particle42 { 
# 80
char z43; 
# 81
float flag44; 
# 82
int mass45; 
# 83
}; 
# 85
int main() 
# 86
{ 
# 87
int count46 = 3199; 
# 88
(__cudaPushCallConfiguration((count46 + 31) / 32, 512)) ? (void)0 : blend24_kernel(count46, &count46); 
# 89
(__cudaPushCallConfiguration(2, dim3(128, (count46 + 31) / 32))) ? (void)0 : blend24_kernel(count46, &count46); 
# 90
(__cudaPushCallConfiguration(1 << 6, dim3(1 << 1, (count46 + 127) / 128, 512))) ? (void)0 : sift2_kernel(53U, &count46, nullptr); 
# 91
count46 |= count46; 
# 92
(__cudaPushCallConfiguration(128, 32)) ? (void)0 : blend24_kernel((static_cast< int>(3199)) - pivot32(count46, 11UL), &count46); 
# 93
return 0; 
# 94
} 

# 1 "v000955.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24751843_10_v000955_cu_6680450b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000955.cudafe1.stub.c"
#include "v000955.cudafe1.stub.c"
# 1 "v000955.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
