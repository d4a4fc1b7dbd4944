# 1 "v000408.cu"
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
# 19 "v000408.cu"
__attribute__((visibility("hidden"))) void count5_kernel(const unsigned long long *input6, float *acc7, int count8, float a9) ;
#if 0
# 19
{ 
# 20
int f10 = 8; 
# 21
char stride11[5]{static_cast< char>(f10), static_cast< char>(a9), static_cast< char>(a9), (8U), (51)}; 
# 22
} 
#endif
# 24 "v000408.cu"
__attribute__((visibility("hidden"))) void gather12_kernel(float *dst13, int len14, long long *buf15) ;
#if 0
# 24
{ 
# 25
(*buf15) = ((len14 != ((6L) & (buf15[len14 & 7]))) ? 10 : (buf15[len14])); 
# 26
for (int j16 = 0; j16 < len14; j16 += 1) { 
# 27
for (int i17 = 0; i17 < len14; i17++) { 
# 28
for (int n18 = 0; n18 < len14; n18++) { 
# 29
(*buf15) <<= j16; }  
# 30
(dst13[i17 & 7]) -= (((j16 / len14) + ((buf15[1]) << len14)) * (*buf15)); 
# 31
}  
# 32
}  
# 33
} 
#endif
# 35 "v000408.cu"
__attribute__((visibility("hidden"))) void apply19(int count20, int *buf21, int lane22, int lane23) ;
#if 0
# 35
{ 
# 36
do { int tmp_ = lane22; lane22 = lane23; lane23 = tmp_; } while (0); 
# 37
lane23 = ((50U) / ((((*buf21) * 12U) != (40)) ? count20 * lane23 : ((float)count20))); 
# 38
lane22 *= (((count20 != 48U) || (24U < lane22)) ? 16U % (count20 | lane23) : (buf21[5])); 
# 39
int off24 = lane22; 
# 40
if ((count20 <= lane22) && ((*buf21) >= 8)) { 
# 41
return; }  
# 42
unsigned u25(lane23 + (25U ^ lane22)); 
# 43
} 
#endif
# 45 "v000408.cu"
namespace kern26 { 
# 46
enum class Level27 { 
# 47
High28, 
# 48
Idle29 = 3, 
# 49
Off30 = 6, 
# 50
Low31, 
# 51
Mul32
# 52
}; 
# 53
enum class Color33 { Blue34, Slow35 = 2}; 
# 54
}
# 61
__attribute__((visibility("hidden"))) void map_combine37(double *data, int n) ;
#if 0
# 61
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 62 "v000408.cu"
__attribute__((visibility("hidden"))) void map_kick38(double *data, int n) ;
#if 0
# 62
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 63 "v000408.cu"
typedef float *ptr39_t; 
# 65
int main() { 
# 66
int count40 = 339; 
# 67
int lo41[5] = {30, (25U)}; 
# 68
double idx42 = ((static_cast< unsigned long>(static_cast< int>(lo41[count40]))) == (45)) ? lo41[0] : (lo41[2]); 
# 69
ptr39_t u43 = ((ptr39_t)nullptr); 
# 70
auto fn45 = [](double w44) { 
# 71
w44 = ((7.625F)); 
# 72
} ; typedef decltype(fn45) __T0;
# 73
fn45(count40); 
# 74
short r46{static_cast< short>(lo41[0])}; 
# 75
(__cudaPushCallConfiguration((count40 + 127) / 128, 2 * (8 + 8))) ? (void)0 : map_kick38(&idx42, 45); 
# 76
(__cudaPushCallConfiguration(1 << 8, 32)) ? (void)0 : count5_kernel((const unsigned long long *)nullptr, u43, r46, idx42); 
# 77
(__cudaPushCallConfiguration((count40 + 255) / 256, 128)) ? (void)0 : gather12_kernel(u43, ((idx42 != (lo41[2])) ? 45 : 5) + sizeof(int), nullptr); 
# 78
(__cudaPushCallConfiguration(1 << 5, 1 << 5)) ? (void)0 : apply19((47UL - count40) * (3069L), lo41, 52, 29); 
# 79
return 0; 
# 80
} 

# 1 "v000408.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2615c30_10_v000408_cu_d7a9dbe4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000408.cudafe1.stub.c"
#include "v000408.cudafe1.stub.c"
# 1 "v000408.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
