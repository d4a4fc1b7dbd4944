# 1 "v001487.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16 "v001487.cu"
template< class T, int N = 3> static void 
# 17
__wrapper__device_stub_tally4(T *__restrict__ &buf5, T &cfg6, unsigned *&data7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
cfg6 -= cfg6; 
# 19
if (((buf5[2]) > 25) || (cfg6 <= 10)) { 
# 20
return; }  
# 21
int res8 = cfg6; 
# 22
T prod9 = ((17.125F)); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001487.cu"
template< class T, int N = 3> static void 
# 17
tally4(T *__restrict__ buf5, T cfg6, unsigned *data7) {__wrapper__device_stub_tally4<T,N>(buf5,cfg6,data7);
# 23
return;}
#if 0
# 17
{ 
# 18
cfg6 -= cfg6; 
# 19
if (((buf5[2]) > 25) || (cfg6 <= 10)) { 
# 20
return; }  
# 21
int res8 = cfg6; 
# 22
T prod9 = ((17.125F)); 
# 23
} 
#endif
# 25 "v001487.cu"
unsigned check_relax10(double b11, int len12, double *__restrict__ acc13) { 
# 26
(__cudaPushCallConfiguration((len12 + 127) / 128, 12 + (12 + (12 + (12 + 80))))) ? (void)0 : tally4< float, 6> ((float *)nullptr, len12, (unsigned *)nullptr); 
# 27
len12 ^= len12; 
# 28
auto step15 = [=]()->float { 
# 29
((acc13)[5]) = ((unsigned char)(b11)); 
# 30
cudaStream_t u14 = (nullptr); 
# 31
++((acc13)[(len12) & 7]); 
# 32
return (len12) + ((len12) * (len12)); 
# 33
} ; typedef decltype(step15) __T0;
# 34
step15(); 
# 35
int iter16 = 0; 
# 36
while ((iter16 < 13) && (((*acc13) <= (59)) || ((*acc13) < b11))) { 
# 37
if (len12 && ((acc13[6]) != (sizeof(int)))) { 
# 38
return ('\"') / (*acc13); }  
# 39
++iter16; 
# 40
}  
# 41
cudaStream_t tmp17 = (0); 
# 42
return 9; 
# 43
} 
# 44
static double c_bias18[2]; 
# 46
__attribute__((visibility("hidden"))) void sweep19_kernel(unsigned *__restrict__ acc20) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern double dyn_21[]; 
# 48
(dyn_21[3])--; 
# 49
(acc20[6]) -= (+(+(acc20[6]))); 
# 50
unsigned diff22 = ((9) ^ (*acc20)) + (dyn_21[6]); 
# 51
++(dyn_21[3]); 
# 52
diff22--; 
# 53
++(dyn_21[6]); 
# 54
} 
#endif
# 56 "v001487.cu"
float check_clamp23(int stride24, int count25, const int *__restrict__ input26) { 
# 57
(__cudaPushCallConfiguration(4, sizeof(int) * (12 + (12 + 104)))) ? (void)0 : sweep19_kernel((unsigned *)nullptr); 
# 58
int x27 = count25; 
# 59
(__cudaPushCallConfiguration(sizeof(int) * (8), 12 + (12 + (12 + 220)))) ? (void)0 : sweep19_kernel(nullptr); 
# 60
return (float)12; 
# 61
} 
# 64
__attribute__((visibility("hidden"))) void score28_kernel(int n29) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) static long sh_30[11][10]; 
# 66
n29--; 
# 67
int f31 = (51UL); 
# 68
int z32 = (((unsigned)(c_bias18[n29 & 1])) * (42UL * ((sh_30[n29])[n29]))) + (51U); 
# 69
((sh_30[n29])[n29]) = ((z32 * 9) ^ 12); 
# 70
} 
#endif
# 72 "v001487.cu"
float score33(double a34, float a35 = ' ') { 
# 73
a35 -= (12); 
# 74
a35 += a35; 
# 75
return +a34; 
# 76
} 
# 78
double probe36(int lane37) { 
# 79
auto f38 = 44; 
# 80
if ((f38 & f38) != sizeof(float)) { 
# 81
return (f38 - (12.25)) * f38; }  
# 82
return ((((int)f38) == 4) || ((lane37 == 12) && (f38 <= 55))) ? (12 - f38) * ((2.5) + lane37) : ((f38 < (f38 * f38)) ? lane37 : f38); 
# 83
} 
# 85
inline long long kick39(int len40, unsigned cfg41, float *out42) { 
# 86
const int diff43 = len40; 
# 87
len40 |= (diff43 * (4613UL - diff43)); 
# 88
len40 = 4825; 
# 89
(out42[cfg41 & (7)]) = (48); 
# 90
return out42[5]; 
# 91
} 
# 93
int main() { 
# 94
int count44 = 1121; 
# 95
++count44; 
# 96
count44 ^= (count44 - ((12 & count44) | 2632U)); 
# 97
if (count44 == 8) { 
# 98
return count44 | ((int)count44); }  
# 99
unsigned stride45(+(count44 + 11UL)); 
# 100
(__cudaPushCallConfiguration(sizeof(float) * (4), 512)) ? (void)0 : score28_kernel(sizeof(long)); 
# 101
return 0; 
# 102
} 

# 1 "v001487.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6c050c13_10_v001487_cu_82b5c95e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001487.cudafe1.stub.c"
#include "v001487.cudafe1.stub.c"
# 1 "v001487.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
