# 1 "v001791.cu"
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
# 7 "v001791.cu"
__attribute__((visibility("hidden"))) void tally2(const float *input3) ;
#if 0
# 7
{ 
# 8
int idx4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
int iter5 = 0; 
# 10
do { 
# 11
if (iter5 == idx4) { 
# 12
continue; 
# 13
}  
# 14
++iter5; 
# 15
} while (iter5 < 16); 
# 16
auto stride6 = iter5 + (static_cast< double>((__device_builtin_variable_blockIdx.y) + (input3[__device_builtin_variable_blockIdx.z]))); 
# 17
auto e7 = iter5; 
# 18
} 
#endif
# 20 "v001791.cu"
__attribute__((visibility("hidden"))) void warp8(const double *src9) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern long long dyn_10[]; 
# 22
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
long flag12{(static_cast< long>(41))}; 
# 24
double stride13(6 * (static_cast< signed char>((sizeof(int) == flag12) ? 51 : (src9[5])))); 
# 25
++stride13; 
# 26
auto hi14 = (('a') / idx11) - ((int)20); 
# 27
stride13 = (flag12 - (((*src9) == (36)) ? 7 : stride13)); 
# 28
} 
#endif
# 30 "v001791.cu"
__attribute__((unused)) int weigh15(size_t alpha16, int lane17 = 43) {int volatile ___ = 1;(void)alpha16;(void)lane17;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
const char *sum18 = (static_cast< const char *>(nullptr)); 
# 32
alpha16 -= ((__device_builtin_variable_blockIdx.x) + (sizeof(int) + (-(sum18[__device_builtin_variable_threadIdx.x])))); 
# 33
char s19 = -((lane17 * lane17) + 37); 
# 34
return lane17; 
# 35
} 
#endif
# 37 "v001791.cu"
__attribute__((visibility("hidden"))) void smooth20_kernel(const int *in21, unsigned cfg22, const double *coef23, const long long *in24) ;
#if 0
# 37
{ 
# 38
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
unsigned tmp26 = coef23[tid25]; 
# 40
long long stride27 = (cfg22) ? (weigh15(8L, 17)) + 56L : (weigh15((in21[tmp26]) - 31, 4)); 
# 41
auto q28 = ((((cfg22 != (8)) ? tmp26 : tmp26) * (__device_builtin_variable_threadIdx.z)) >= (__device_builtin_variable_gridDim.x)) ? tmp26 * cfg22 : 33L; 
# 42
cfg22 = (weigh15(static_cast< short>(stride27))); 
# 43
weigh15(in21[q28], (cfg22 * (__device_builtin_variable_blockDim.x)) * (((coef23[6]) < tid25) ? 7ULL : (__device_builtin_variable_blockIdx.x))); 
# 44
float y29 = stride27 - (stride27 * ((59) - stride27)); 
# 45
} 
#endif
# 47 "v001791.cu"
__attribute__((visibility("hidden"))) void sweep30(int *data31) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern double dyn_32[]; 
# 49
(dyn_32[__device_builtin_variable_blockDim.x]) = ((((__device_builtin_variable_threadIdx.y) - (dyn_32[__device_builtin_variable_gridDim.x])) / ((53L) * (dyn_32[__device_builtin_variable_threadIdx.x]))) * (data31[__device_builtin_variable_threadIdx.x])); 
# 50
(data31[__device_builtin_variable_gridDim.x]) = ((!(weigh15(*data31, dyn_32[__device_builtin_variable_threadIdx.x]) >= (data31[0]))) ? weigh15(sizeof(float), __device_builtin_variable_blockDim.x) : (((unsigned long)(data31[1])) * (35L))); 
# 51
int h33[7] = {(int)((dyn_32[__device_builtin_variable_blockDim.x]) + (*data31))}; 
# 52
} 
#endif
# 53 "v001791.cu"
enum class Phase34: short { 
# 54
Red35 = 3, 
# 55
Off36, 
# 56
Green37 = 6, 
# 57
Low38, 
# 58
Mul39
# 59
}; 
# 61
__attribute__((visibility("hidden"))) void spread40(Phase34 alpha41) ;
#if 0
# 61
{ 
# 62
unsigned tid42 = __device_builtin_variable_threadIdx.x; 
# 63
unsigned long v43 = ((tid42 - ((35) + tid42)) >= (18UL + tid42)) ? ((64) - tid42) * (13U * tid42) : ((54L / tid42) / ((30) * tid42)); 
# 64
if (tid42 > (v43 + (3))) { 
# 65
goto finish44; 
# 66
}  
# 67
v43 &= (13); 
# 68
v43 = v43; 
# 69
if ((v43 + v43) != (60U)) { 
# 70
return; 
# 71
}  
# 72
finish44:; ; 
# 73
} 
#endif
# 74 "v001791.cu"
static float d_grow45[64]; 
# 76
int main() { 
# 77
int size46 = 2744; 
# 78
switch (size46) { 
# 79
case 12:  
# 80
break; 
# 81
case 2:  { 
# 82
int off47[5] = {('a'), size46, size46, 1}; 
# 83
unsigned long long base48((31L)); 
# 84
break; 
# 85
} 
# 86
case 7:  { 
# 87
int lo49 = size46; 
# 88
Phase34 t50 = Phase34::Mul39; 
# 89
break; 
# 90
} 
# 91
case 8:  
# 92
break; 
# 93
default:  
# 94
break; 
# 95
}  
# 96
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : tally2(nullptr); 
# 97
(__cudaPushCallConfiguration(2, 16 * 8, 0)) ? (void)0 : warp8(nullptr); 
# 98
(__cudaPushCallConfiguration(8, 256, sizeof(int) * (128))) ? (void)0 : smooth20_kernel(static_cast< const int *>(nullptr), (int)(59UL + size46), nullptr, nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v001791.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f29a08d1_10_v001791_cu_3de86106
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001791.cudafe1.stub.c"
#include "v001791.cudafe1.stub.c"
# 1 "v001791.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
