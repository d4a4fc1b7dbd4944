# 1 "v001812.cu"
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
# 6 "v001812.cu"
enum Mode2 { OFF3, LOW4}; 
# 8
__attribute__((visibility("hidden"))) void bias5(unsigned *out6, int *buf7, float *acc8) ;
#if 0
# 9
{ 
# 10
if ((buf7[7]) >= 56) { 
# 11
return; }  
# 12
__attribute__((unused)) static int sh_9[(LOW4) + ((LOW4) + 254)]; 
# 13
for (int flag10 : sh_9) { 
# 14
++(*acc8); 
# 15
if ((acc8[5]) < ((buf7[6]) * (LOW4))) { 
# 16
break; }  
# 17
}  
# 18
} 
#endif
# 20 "v001812.cu"
__attribute__((visibility("hidden"))) void probe11_kernel(int n12, short *dst13, const long long *coef14) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern short dyn_15[]; 
# 23
unsigned long q16[4]{(3956U), (static_cast< size_t>(48)), 6UL, 5UL}; 
# 24
(q16[n12 & 3]) = (dst13[6]); 
# 25
short w17 = q16[3]; 
# 26
unsigned lim18[4] = {}; 
# 27
(dyn_15[5])--; 
# 28
Mode2 lo19 = OFF3; 
# 29
(dyn_15[4]) = lo19; 
# 30
} 
#endif
# 31 "v001812.cu"
enum class Color20 { Green21 = 3, Add22, Blue23}; 
# 33
__attribute__((visibility("hidden"))) void fold24(unsigned q25, const float *coef26) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_27[]; 
# 36
int v28 = 31; 
# 37
q25 = (34); 
# 38
q25 = ((coef26[q25 & (7)]) + (dyn_27[5])); 
# 39
if (((*coef26) * v28) == (2)) { 
# 40
return; }  
# 41
q25--; 
# 42
v28++; 
# 43
} 
#endif
# 44 "v001812.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 46
__attribute__((visibility("hidden"))) void spread29_kernel(double *acc30, int stride31, const double *in32) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern unsigned dyn_33[]; 
# 49
Color20 q34 = Color20::Blue23; 
# 50
++(*acc30); 
# 51
(dyn_33[stride31 & 7]) = (12); 
# 52
stride31++; 
# 53
int pass35 = 0; 
# 54
do { 
# 55
long m36[4]{(45), 2L, (16UL), (0)}; 
# 56
if ((dyn_33[4]) & (1)) { 
# 57
return; }  
# 58
++pass35; 
# 59
} while (pass35 < stride31); 
# 60
} 
#endif
# 62 "v001812.cu"
__attribute__((visibility("hidden"))) void pack37(float b38, const double *input39, int len40, float cfg41) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) static double sh_42; 
# 65
__attribute__((unused)) static long sh_43; 
# 66
cfg41 = ((31U) | sh_43); 
# 67
float q44 = (4.25F); 
# 68
sh_43 = (sizeof(int)); 
# 69
unsigned long acc45 = (4) & sh_43; 
# 70
acc45 = (59UL - acc45); 
# 71
} 
#endif
# 72 "v001812.cu"
enum class Phase46 { Mul47 = 3, Idle48, Add49 = 8, Add50}; 
# 74
int main() 
# 75
{ 
# 76
int count51 = 3904; 
# 77
if (count51 <= count51) { 
# 78
return 2646; }  
# 79
(__cudaPushCallConfiguration(dim3((count51 + 63) / 64, (count51 + 31) / 32, (count51 + 127) / 128), ((dim3)((LOW4) + ((LOW4) + 30))), sizeof(float) * (128), 0)) ? (void)0 : spread29_kernel(nullptr, count51, nullptr); 
# 80
int q52 = count51; 
# 81
(__cudaPushCallConfiguration(dim3((q52 + 127) / 128, (count51 + 127) / 128), dim3(sizeof(float), (count51 + 255) / 256, 64), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : bias5(nullptr, nullptr, (float *)nullptr); 
# 82
(__cudaPushCallConfiguration(dim3((LOW4) + ((LOW4) + ((LOW4) + 29)), (count51 + 31) / 32), 256)) ? (void)0 : probe11_kernel(q52, nullptr, nullptr); 
# 83
(__cudaPushCallConfiguration(1, ((LOW4) + 15) * 4, sizeof(int) * (64))) ? (void)0 : fold24(count51, nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001812.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__21095e2b_10_v001812_cu_e4c09ee2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001812.cudafe1.stub.c"
#include "v001812.cudafe1.stub.c"
# 1 "v001812.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
