# 1 "v000966.cu"
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
# 11 "v000966.cu"
__attribute__((unused)) void spread3(const long long *in4, const int *src5) {int volatile ___ = 1;(void)in4;(void)src5;
# 15
::exit(___);}
#if 0
# 11
{ 
# 12
if ((13) != ((in4[5]) * 29LL)) { 
# 13
return; 
# 14
}  
# 15
} 
#endif
# 17 "v000966.cu"
__attribute__((unused)) void step6(int *dst7, unsigned long long cfg8) {int volatile ___ = 1;(void)dst7;(void)cfg8;
# 30
::exit(___);}
#if 0
# 17
{ 
# 18
switch (cfg8) { 
# 19
case 1 << 3:  
# 20
break; 
# 21
default:  
# 22
(dst7[cfg8]) ^= cfg8; 
# 23
break; 
# 24
}  
# 25
cfg8 /= (dst7[__device_builtin_variable_blockDim.z]); 
# 26
for (int it9 = 0; it9 < 14; ++it9) { 
# 27
unsigned short tmp10 = cfg8 * (((dst7[cfg8]) % (dst7[7])) / cfg8); 
# 28
cfg8 = (__device_builtin_variable_threadIdx.x); 
# 29
}  
# 30
} 
#endif
# 33 "v000966.cu"
struct Stats11 { 
# 34
float sum12; 
# 35
float vel13; 
# 36
unsigned long sum14; 
# 37
}; 
# 38
enum class Kind15 { On16, Green17, High18, Low19}; 
# 40
namespace _GLOBAL__N__7160cd7d_10_v000966_cu_7f3a2ad4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7160cd7d_10_v000966_cu_7f3a2ad4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7160cd7d_10_v000966_cu_7f3a2ad4 __attribute__((visibility("hidden")))  { 
# 41
__attribute__((unused)) int probe20(int n21, int count22, Stats11 beta23) {int volatile ___ = 1;(void)n21;(void)count22;(void)beta23;
# 45
::exit(___);}
#if 0
# 41
{ 
# 42
Stats11 hi24 = {(13.625F), (-38), (47)}; 
# 43
(beta23.sum14) |= (((hi24.sum14) + (__device_builtin_variable_warpSize * (__device_builtin_variable_gridDim.x))) - (beta23.sum14)); 
# 44
return n21; 
# 45
} 
#endif
# 46 "v000966.cu"
}
# 48
void check_relax25(char alpha26) { 
# 49
int q27 = 6 * alpha26; 
# 50
Kind15 sum28 = Kind15::High18; 
# 51
++alpha26; 
# 52
alpha26 += ((q27 / 8) * alpha26); 
# 53
} 
# 55
__attribute__((visibility("hidden"))) void apply29_kernel(long cfg30, int *out31, const long *in32) ;
#if 0
# 55
{ 
# 56
unsigned i33 = __device_builtin_variable_threadIdx.x; 
# 57
if (i33 >= cfg30) { 
# 58
return; 
# 59
}  
# 60
double flag34(((*out31) >> cfg30) ? probe20(probe20(cfg30, in32[5], Stats11{(0.625F), (28), 11UL}), (i33 < i33) ? 37 : (__device_builtin_variable_threadIdx.x), Stats11{static_cast< float>(i33), (0.25F), (29)}) : (5.125)); 
# 61
probe20(static_cast< int>(i33 * (*in32)), (*in32) >> (__device_builtin_variable_gridDim.z), Stats11{(17), static_cast< float>(flag34), (4547)}); 
# 62
float idx35 = probe20(5L * (__device_builtin_variable_threadIdx.x), 153, Stats11{(9.0F), (4.625F), 8UL}); 
# 63
flag34 = (__device_builtin_variable_blockDim.x); 
# 64
__attribute__((unused)) static float sh_36[32]; 
# 65
} 
#endif
# 67 "v000966.cu"
unsigned run_accum37(Stats11 beta38, int lane39, int *dst40) { 
# 68
(beta38.vel13)++; 
# 69
auto op44 = [=](double h41, long val42)->float { 
# 70
unsigned char acc43 = (unsigned)((lane39) + 3593); 
# 71
return (2.75F); 
# 72
} ; typedef decltype(op44) __T0;
# 73
for (int j45 = 0; j45 < 5; ++j45) { 
# 74
int lo46 = (dst40[0]) * j45; 
# 75
Kind15 m47 = Kind15::On16; 
# 76
check_relax25(127U); 
# 77
}  
# 78
return (dst40[lane39]) + (33ULL + (dst40[4])); 
# 79
} 
# 81
int main() { 
# 82
int count48 = 3028; 
# 83
count48 = (run_accum37(Stats11{}, 414, static_cast< int *>(nullptr))); 
# 84
(__cudaPushCallConfiguration((count48 + 127) / 128, 32)) ? (void)0 : apply29_kernel(run_accum37(Stats11{}, 49 - count48, static_cast< int *>(nullptr)), nullptr, (const long *)nullptr); 
# 85
int f49 = (7) + run_accum37(Stats11{(8.0F), (-(6.0F)), 1UL}, count48, nullptr); 
# 86
do { count48 += ((+run_accum37(Stats11{}, count48, static_cast< int *>(nullptr))) - ((count48 + 2486) - run_accum37(Stats11{}, count48, nullptr))); } while (0); 
# 87
(__cudaPushCallConfiguration((count48 + 255) / 256, 32)) ? (void)0 : apply29_kernel(14U, static_cast< int *>(nullptr), static_cast< const long *>(nullptr)); 
# 88
return 0; 
# 89
} 

# 1 "v000966.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7160cd7d_10_v000966_cu_7f3a2ad4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000966.cudafe1.stub.c"
#include "v000966.cudafe1.stub.c"
# 1 "v000966.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
