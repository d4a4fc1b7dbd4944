# 1 "v000567.cu"
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
#pragma GCC diagnostic ignored "-Wunused-function"

# 7 "v000567.cu"
__attribute__((unused)) static int score2(int lane3 = 27L) {int volatile ___ = 1;(void)lane3;
# 18
::exit(___);}
#if 0
# 7
{ 
# 8
if (((__device_builtin_variable_warpSize & 1) ? lane3 : (__device_builtin_variable_gridDim.x)) != lane3) { 
# 9
return (17) | (lane3 - (__device_builtin_variable_threadIdx.z)); 
# 10
}  
# 11
int cnt4 = 31; 
# 12
lane3 = ((cnt4 * 38) + ((__device_builtin_variable_threadIdx.x) * (cnt4 + (__device_builtin_variable_blockDim.x)))); 
# 13
(++cnt4), (lane3 ^= (~cnt4)); 
# 14
cnt4 = ((lane3 + sizeof(unsigned char)) + (1194)); 
# 15
++lane3; 
# 16
char u5[2] = {}; 
# 17
return 25; 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 19 "v000567.cu"
static double d_count6; 
# 20
enum Kind7: unsigned char { ADD8 = 2U, GREEN9}; 
# 22
__attribute__((visibility("hidden"))) void shade10_kernel(const int *in11) ;
#if 0
# 22
{ 
# 23
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
Kind7 m13 = GREEN9; 
# 25
score2((in11 == (nullptr)) ? in11[7] : 40); 
# 26
long t14 = 14U * idx12; 
# 27
if (((*in11) | t14) >= d_count6) { 
# 28
goto finish15; 
# 29
}  
# 30
(++d_count6), (d_count6 -= ((!((__device_builtin_variable_gridDim.x) >= __device_builtin_variable_warpSize)) ? (score2(52)) + t14 : (score2(33)))); 
# 31
finish15:; ; 
# 32
} 
#endif
# 34 "v000567.cu"
static void sift16_kernel(Kind7 p17, Kind7 alpha18, int n19) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern unsigned dyn_20[]; 
# 36
unsigned tid21 = __device_builtin_variable_threadIdx.x; 
# 37
if (tid21 >= n19) { 
# 38
return; 
# 39
}  
# 40
int diff22 = (__device_builtin_variable_gridDim.z) * alpha18; 
# 41
float sum23 = (((__device_builtin_variable_threadIdx.x) % (3)) - (-(-(24.5F)))) + (d_count6 * d_count6); 
# 42
int r24[6] = {(8UL), ((int)18U), 26, 5}; 
# 43
double q25 = ((d_count6 += (52)), (~(r24[__device_builtin_variable_gridDim.z]))) | (297LL * p17); 
# 44
if ((sum23 != (__device_builtin_variable_threadIdx.y)) || ((54) > (__device_builtin_variable_gridDim.y))) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 49 "v000567.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int tally26(long q27, const unsigned *__restrict__ src28, float p29 = 21UL) {int volatile ___ = 1;(void)q27;(void)src28;(void)p29;
# 57
::exit(___);}
#if 0
# 49
{ 
# 50
float diff30 = ((9UL & (*src28)) + (' ')) * (sizeof(signed char) & q27); 
# 51
q27 = (~(+score2())); 
# 52
q27 += d_count6; 
# 53
unsigned hi31[6] = {}; 
# 54
__attribute__((unused)) static long long sh_32[16][12]; 
# 55
score2(((hi31[1]) | (14)) * ((long)15)); 
# 56
return (sh_32[q27 & (15)])[8]; 
# 57
} 
#endif
# 59 "v000567.cu"
static int run_update33(int lane34) { 
# 60
if ((lane34 + lane34) != 51) { 
# 61
goto finish35; 
# 62
}  
# 63
lane34 += (lane34 & (lane34 % 15)); 
# 64
lane34 = ((1612U + ((lane34 >= 48) ? GREEN9 : 40)) + lane34); 
# 65
lane34 ^= (lane34 - ((lane34 + 4656LL) & (GREEN9))); 
# 66
finish35:; ; 
# 67
return (' ') - ((lane34 - 36U) % ((lane34 != lane34) ? 57 : lane34)); 
# 68
} 
# 70
int main() { 
# 71
int n36 = 2231; 
# 72
float f37 = run_update33(n36); 
# 73
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : shade10_kernel(nullptr); 
# 74
const char *hi38 = ("warp size"); 
# 75
(__cudaPushCallConfiguration(8, (ADD8) + ((GREEN9) + ((GREEN9) + ((ADD8) + 54))), 0, nullptr)) ? (void)0 : sift16_kernel(GREEN9, GREEN9, GREEN9); 
# 76
return 0; 
# 77
} 

# 1 "v000567.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be1e6a63_10_v000567_cu_21f213ae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000567.cudafe1.stub.c"
#include "v000567.cudafe1.stub.c"
# 1 "v000567.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
