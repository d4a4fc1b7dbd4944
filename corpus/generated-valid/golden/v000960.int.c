# 1 "v000960.cu"
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
# 23 "v000960.cu"
extern "C" __attribute__((visibility("hidden"))) void accum6(int n7, const double *coef8, size_t *__restrict__ dst9) ;
#if 0
# 23
{ 
# 24
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
unsigned long long cnt11 = ((61U >> (__device_builtin_variable_threadIdx.x)) - (4385)) - (((30) % (__device_builtin_variable_gridDim.x)) | n7); 
# 26
(dst9[(__device_builtin_variable_threadIdx.z) & (7)])--; 
# 27
if ((*coef8) == tid10) { 
# 28
n7 *= 34; 
# 29
if (((n7 & (__device_builtin_variable_blockDim.x)) << ((2558) & (*dst9))) <= ((14) - (dst9[5]))) { 
# 30
__attribute__((unused)) static double sh_12[256]; 
# 31
const float res13 = ((8) / (*dst9)) + ((float)(__device_builtin_variable_threadIdx.x)); 
# 32
} else { if (unsigned char off14(((dst9[0]) <= (__device_builtin_variable_gridDim.x)) ? ((!coef8) || ((__device_builtin_variable_threadIdx.x) != (12))) ? +(__device_builtin_variable_gridDim.y) : (12) : (__device_builtin_variable_blockDim.x)); !((__device_builtin_variable_threadIdx.x) == (tid10 + cnt11))) { 
# 33
} else { 
# 34
}  }  
# 35
}  
# 36
} 
#endif
# 38 "v000960.cu"
struct __attribute((aligned(8))) Acc15 { 
# 39
int val16; 
# 40
unsigned id17; 
# 41
unsigned char w18; 
# 42
}; 
# 43
constexpr long STEPS19 = ((1 << 5) * 8); 
# 44
using real20_t = double; 
# 46
static void host_smooth21(int count22, float beta23, int count24 = 5) { 
# 47
count24 >>= count24; 
# 48
(__cudaPushCallConfiguration(((dim3)((count22 + 63) / 64)), 32)) ? (void)0 : accum6(2 - count24, nullptr, nullptr); 
# 49
float h25 = ((long)count24) << ((count24 += STEPS19), count22); 
# 50
(__cudaPushCallConfiguration(12 + 20, dim3((count22 + 127) / 128, 1 << 1), 16 * 16, (cudaStream_t)0)) ? (void)0 : accum6(static_cast< int>(h25), nullptr, nullptr); 
# 51
} 
# 53
__attribute__((visibility("hidden"))) void sweep26_kernel(float *__restrict__ buf27, short alpha28, int stride29) ;
#if 0
# 53
{ 
# 54
int i30 = __device_builtin_variable_threadIdx.x; 
# 55
short s31[7] = {(11), ((short)(-4479)), (53), (53), (34L), alpha28}; 
# 56
constexpr float base32 = (-4); 
# 57
unsigned char *w33 = (nullptr); 
# 58
float res34 = (unsigned long long)(w33[5]); 
# 59
int val35 = 1547; 
# 60
alpha28 &= val35; 
# 61
} 
#endif
# 63 "v000960.cu"
float score36(Acc15 alpha37, int count38, int lane39) { 
# 64
(__cudaPushCallConfiguration(dim3((count38 + 255) / 256, (count38 + 31) / 32, 1), 32, 0, 0)) ? (void)0 : sweep26_kernel(static_cast< float *>(nullptr), (int)47, STEPS19 / (static_cast< int>(count38))); 
# 65
lane39 |= (static_cast< short>(-lane39)); 
# 66
count38--; 
# 67
(__cudaPushCallConfiguration((lane39 + 63) / 64, STEPS19 + (12 + 244), 0, (cudaStream_t)0)) ? (void)0 : sweep26_kernel(nullptr, 42UL, STEPS19); 
# 68
int mid40 = (sizeof(unsigned)); 
# 69
return (alpha37.w18) * ((12.125F) + mid40); 
# 70
} 
# 72
int main() { 
# 73
int size41 = 2210; 
# 74
if (size41 == 24) { 
# 75
size41 = ((unsigned long long)STEPS19); 
# 76
for (int n42 = 0; n42 < 9; ++n42) { 
# 77
for (int i43 = 0; i43 < 13; ++i43) { 
# 78
++size41; 
# 79
}  
# 80
}  
# 81
(__cudaPushCallConfiguration((size41 + 63) / 64, dim3((size41 + 63) / 64, (size41 + 31) / 32), 14 + 242, 0)) ? (void)0 : sweep26_kernel(nullptr, size41, 20); 
# 82
} else { 
# 83
}  
# 84
return 0; 
# 85
} 

# 1 "v000960.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__540b92a1_10_v000960_cu_accum6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000960.cudafe1.stub.c"
#include "v000960.cudafe1.stub.c"
# 1 "v000960.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
