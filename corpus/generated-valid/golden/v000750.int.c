# 1 "v000750.cu"
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
# 11 "v000750.cu"
static int d_scale7; 
# 13
static void drift8_kernel(unsigned q9, int stride10, long long *acc11, const float *in12) ;
#if 0
# 13
{ 
# 14
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (idx13 >= stride10) { 
# 16
return; 
# 17
}  
# 18
for (int j14 = 9; j14 > 0; --j14) { 
# 19
for (int j15 = 0; j15 < 4; j15++) { 
# 20
++q9; 
# 21
}  
# 22
--stride10; 
# 23
}  
# 24
q9 = (35); 
# 25
} 
#endif
# 27 "v000750.cu"
void fold16(int count17, long *dst18) { 
# 28
int w19 = 0; 
# 29
do { 
# 30
constexpr float t20 = (22.75F); 
# 31
static_assert((((5 + 2) * 2) == 14), "size check");
# 32
++w19; 
# 33
} while ((w19 < (5 + 5)) && ((dst18[count17 & 7]) < ((dst18[6]) & count17))); 
# 34
} 
# 36
short run_combine21(bool alpha22, int stride23) { 
# 37
fold16(stride23 ^ (alpha22 + stride23), nullptr); 
# 38
if (alpha22) { 
# 39
return stride23; 
# 40
}  
# 41
alpha22 = (stride23 > alpha22); 
# 42
fold16(alpha22 | 46U, nullptr); 
# 43
stride23 = alpha22; 
# 44
alpha22 = alpha22; 
# 45
return alpha22 + (alpha22 / 2); 
# 46
} 
# 48
struct Pixel24 { 
# 49
unsigned long flag25; 
# 50
float y26, y27; 
# 51
}; 
# 52
static_assert((sizeof(int) == (4)), "tile must fit");
# 54
static void spread28_kernel(int count29, double b30) ;
#if 0
# 54
{ 
# 55
unsigned idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (idx31 >= count29) { 
# 57
return; 
# 58
}  
# 59
if ((idx31 / (2)) <= d_scale7) { 
# 60
return; 
# 61
}  
# 62
static_assert((sizeof(int) == (4)), "bad config");
# 63
(d_scale7++), (d_scale7 = ((char)((unsigned short)((__device_builtin_variable_blockDim.y) + b30)))); 
# 64
Pixel24 hi32 = Pixel24{static_cast< unsigned long>(idx31), ((float)(5.75F)), (6.0F)}; 
# 65
d_scale7 = (((idx31 * (__device_builtin_variable_threadIdx.z)) >> (__device_builtin_variable_blockDim.x)) / (2)); 
# 66
double stride33 = ((4) + idx31) / ((13.625) + (count29 >> (hi32.flag25))); 
# 67
} 
#endif
# 69 "v000750.cu"
namespace _GLOBAL__N__29a18901_10_v000750_cu_c3bfe3ea __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__29a18901_10_v000750_cu_c3bfe3ea; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__29a18901_10_v000750_cu_c3bfe3ea __attribute__((visibility("hidden")))  { 
# 70
typedef unsigned *ptr34_t; 
# 71
}
# 72
using rec35_t = Pixel24; 
# 74
__attribute__((visibility("hidden"))) void sweep36_kernel(float p37, float *buf38, rec35_t cfg39, Pixel24 b40) ;
#if 0
# 74
{ 
# 75
Pixel24 lo41{static_cast< size_t>((b40.y27) / (2)), (18.5F), static_cast< float>(*buf38)}; 
# 76
++(buf38[d_scale7]); 
# 77
if (((b40.flag25) & (32)) <= (cfg39.y27)) { 
# 78
goto skip42; 
# 79
}  
# 80
d_scale7 = 10; 
# 81
b40 = Pixel24{1UL, (12), p37}; 
# 82
p37--; 
# 83
skip42:; ; 
# 84
} 
#endif
# 86 "v000750.cu"
int main() { 
# 87
int len43 = 3988; 
# 88
for (int j44 = 0, j45 = len43; j44 < j45; (++j44), (--j45)) { 
# 89
const char *base46 = ("x=%d"); 
# 90
constexpr int lim47 = (5 + 10); 
# 91
}  
# 92
(__cudaPushCallConfiguration(32, 32 + 96, sizeof(int) * (32), 0)) ? (void)0 : drift8_kernel(20, len43, (long long *)nullptr, (const float *)nullptr); 
# 93
(__cudaPushCallConfiguration(4, 1 << (5 + 4), sizeof(int) * (64))) ? (void)0 : spread28_kernel(len43, len43); 
# 94
(__cudaPushCallConfiguration((5 + 3) * 8, 5 + (5 + (5 + (5 + 12))), 0, 0)) ? (void)0 : sweep36_kernel(run_combine21(((len43 += (-59)), 52) != 17, 55L * len43), nullptr, Pixel24{}, Pixel24{(' '), (10.0F), (3U)}); 
# 95
return 0; 
# 96
} 

# 1 "v000750.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29a18901_10_v000750_cu_c3bfe3ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000750.cudafe1.stub.c"
#include "v000750.cudafe1.stub.c"
# 1 "v000750.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
