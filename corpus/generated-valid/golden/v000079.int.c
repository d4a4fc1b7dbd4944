# 1 "v000079.cu"
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
# 15 "v000079.cu"
__attribute__((visibility("hidden"))) void lerp8(unsigned a9, int lane10, int n11, float *__restrict__ data12) ;
#if 0
# 15
{ 
# 16
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
{ 
# 18
(data12[gid13]) = ((n11 + (256 ^ lane10)) + ((a9 += (4)), (n11 % a9))); 
# 19
n11 = (~((gid13 + 48) + ((__device_builtin_variable_blockDim.z) * a9))); 
# 20
} 
# 21
} 
#endif
# 23 "v000079.cu"
struct __attribute((aligned(8))) Pixel14 { 
# 24
long long x15; 
# 25
int sum16; 
# 26
}; 
# 28
struct Acc17 { 
# 29
unsigned id18; 
# 30
int id19; 
# 31
unsigned val20; 
# 32
void total21(unsigned long diff22) { 
# 33
int y23 = (((id19) * 4) * 459) % 8; 
# 34
} 
# 35
int get24() const { 
# 36
constexpr unsigned long t25 = (48 + 1); 
# 37
return (((id18) < ((int)(id18))) ? id18 : ((int)(id18))); 
# 38
} 
# 39
}; 
# 41
float run_merge26(int count27, Acc17 cfg28, float *acc29) { 
# 42
++(acc29[count27 & 7]); 
# 43
dim3 r30(8, 512); 
# 44
constexpr float y31 = (13.0F); 
# 45
cfg28 = cfg28; 
# 46
return count27; 
# 47
} 
# 49
long score32(int len33, int count34, const int *coef35) { 
# 50
int iter36 = 0; 
# 51
while ((iter36 < 2) && (coef35 != (nullptr))) { 
# 52
{ 
# 53
count34 = 11; 
# 54
++len33; 
# 55
} 
# 56
++iter36; 
# 57
}  
# 58
return run_merge26(run_merge26(~(*coef35), Acc17{9U, (42UL), (12L)}, nullptr), Acc17{}, (float *)nullptr); 
# 59
} 
# 61
int main() { 
# 62
int count37 = 2466; 
# 63
count37 = ((unsigned)((count37 % 8) - count37)); 
# 64
(__cudaPushCallConfiguration(512, 48 + 80, sizeof(float) * (32), nullptr)) ? (void)0 : lerp8(((count37 += count37), count37) + count37, score32(count37 % 8, run_merge26(51U, Acc17{(4305L), (static_cast< int>(-44)), (16)}, (float *)nullptr), nullptr), 48, nullptr); 
# 65
const double x38 = (-(21.125)); 
# 66
(__cudaPushCallConfiguration(512, 128, 0)) ? (void)0 : lerp8(score32(6 + count37, 1 + count37, nullptr), 10U, -x38, static_cast< float *>(nullptr)); 
# 67
cudaStream_t e39 = (0); 
# 68
(__cudaPushCallConfiguration(((dim3)((count37 + 127) / 128)), 32, 0, e39)) ? (void)0 : lerp8((count37 + count37) % 8, count37, 9 * (count37 * 5), static_cast< float *>(nullptr)); 
# 69
return 0; 
# 70
} 

# 1 "v000079.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__336ca553_10_v000079_cu_5524ac15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000079.cudafe1.stub.c"
#include "v000079.cudafe1.stub.c"
# 1 "v000079.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
