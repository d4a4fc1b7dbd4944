# 1 "v002280.cu"
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
# 22 "v002280.cu"
static void smooth6(unsigned q7, int count8) ;
#if 0
# 22
{ 
# 23
q7 = count8; 
# 24
(q7++), (count8 = count8); 
# 25
} 
#endif
# 27 "v002280.cu"
namespace gpu9 { namespace inner10 { 
# 28
enum class Axis11 { 
# 29
Slow12, 
# 30
Red13 = 4, 
# 31
Low14 = 9, 
# 32
High15, 
# 33
Slow16
# 34
}; 
# 36
int host_tile17(int len18, int stride19, int lane20) { 
# 37
int s21 = static_cast< int>(static_cast< int>(len18 / lane20)); 
# 38
(__cudaPushCallConfiguration(((dim3)(4)), dim3(256, (stride19 + 63) / 64, 256))) ? (void)0 : smooth6((56UL + lane20) + 3483UL, stride19); 
# 39
for (int i22 = len18; i22 > 0; --i22) { 
# 40
if (i22 >= s21) { 
# 41
for (int it23 = 0; it23 < 4; ++it23) { 
# 42
if ((s21 < 12) && (i22 > 36)) { 
# 43
return (-0) % (static_cast< long>(s21)); 
# 44
}  
# 45
(__cudaPushCallConfiguration(dim3(256, 1), 128)) ? (void)0 : smooth6(it23, (static_cast< short>(stride19)) % 8); 
# 46
}  
# 47
}  
# 48
}  
# 49
return static_cast< float>(s21); 
# 50
} 
# 51
}}
# 53
static int run_score24(gpu9::inner10::Axis11 alpha25, int lane26) { 
# 54
(__cudaPushCallConfiguration((lane26 + 127) / 128, 128)) ? (void)0 : smooth6(gpu9::inner10::host_tile17(4437 - lane26, 34L + lane26, 'a'), 1); 
# 55
(__cudaPushCallConfiguration((lane26 + 255) / 256, 1 + (12 + (1 + (12 + (12 + 26)))))) ? (void)0 : smooth6(gpu9::inner10::host_tile17((float)lane26, ('A') - lane26, gpu9::inner10::host_tile17(lane26, lane26, 1917)), gpu9::inner10::host_tile17(((lane26 += 24), lane26), 0, 1694UL * lane26)); 
# 56
for (int j27 = lane26; j27 > 0; --j27) { 
# 57
alpha25 = gpu9::inner10::Axis11::Slow16; 
# 58
if (j27 < 6) { 
# 59
return gpu9::inner10::host_tile17(lane26 - 2, static_cast< int>(j27), 63LL); 
# 60
}  
# 61
}  
# 62
return ((lane26 / lane26) + gpu9::inner10::host_tile17(lane26, lane26, 'A')) / (1 + lane26); 
# 63
} 
# 65
int main() { 
# 66
int size28 = 4091; 
# 67
size28 = (((size28 + size28) + ((double)size28)) + size28); 
# 68
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (8))), 1 + (12 + 243))) ? (void)0 : smooth6(25 / size28, size28 * (12 * size28)); 
# 69
(__cudaPushCallConfiguration(((dim3)(8 * (1 + 3))), 12 + 20)) ? (void)0 : smooth6(size28 * (24 + size28), 2 * (static_cast< int>(size28))); 
# 70
(__cudaPushCallConfiguration(64, ((dim3)(128)))) ? (void)0 : smooth6(size28 * size28, (size28 + size28) / 2); 
# 71
gpu9::inner10::Axis11 val29 = gpu9::inner10::Axis11::Red13; 
# 72
if (size28) { 
# 73
return size28; 
# 74
}  
# 75
return 0; 
# 76
} 

# 1 "v002280.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1663cd2a_10_v002280_cu_f6cb52ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002280.cudafe1.stub.c"
#include "v002280.cudafe1.stub.c"
# 1 "v002280.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
