# 1 "v000652.cu"
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
# 5 "v000652.cu"
__attribute__((visibility("hidden"))) void filter1_kernel(bool alpha2, signed char alpha3) ;
#if 0
# 5
{ 
# 6
int i4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 7
int tmp5 = i4 | (__device_builtin_variable_threadIdx.y); 
# 8
__attribute__((unused)) static float sh_6[128]; 
# 9
(sh_6[46]) = i4; 
# 10
double base7 = alpha3; 
# 11
int base8 = base7; 
# 12
} 
#endif
# 14 "v000652.cu"
extern "C" {
# 15
static void lerp9_kernel(float *out10, int *__restrict__ dst11) ;
#if 0
# 15
{ 
# 16
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
(dst11[6]) = 15; 
# 18
__attribute__((unused)) static unsigned char sh_13; 
# 19
static_assert((3 > 2), "size check");
# 20
float u14 = (__device_builtin_variable_blockDim.x) % (*dst11); 
# 21
(dst11[4]) = (34L / ((tid12 & (*dst11)) & 37)); 
# 22
(dst11[4]) %= sizeof(int); 
# 23
} 
#endif
# 24 "v000652.cu"
}
# 27
inline int decay15(const float *src16, int lane17, float alpha18 = (8.125F)) { 
# 28
++alpha18; 
# 29
++lane17; 
# 30
alpha18 /= ((((double)(19.625F)) - (static_cast< size_t>(src16[lane17 & 7]))) + (50L)); 
# 31
--lane17; 
# 32
return src16[lane17]; 
# 33
} 
# 34
static_assert((sizeof(int) == (4)), "expected value");
# 36
namespace gpu19 { 
# 37
void host_shade20(int count21, bool alpha22, long a23) { 
# 38
decay15(nullptr, a23); 
# 39
const char *t24 = ("path\\to"); 
# 40
auto fn28 = [=](int base25, float r26) { 
# 41
dim3 s27(((count21) + 63) / 64); 
# 42
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : lerp9_kernel(nullptr, static_cast< int *>(nullptr)); 
# 43
base25 = ((char)(+r26)); 
# 44
} ; typedef decltype(fn28) __T0;
# 45
fn28(count21, alpha22); 
# 46
if (alpha22) { 
# 47
return; 
# 48
}  
# 49
(__cudaPushCallConfiguration(dim3(32, 1, (count21 + 63) / 64), dim3(4, 32 * 4, 16))) ? (void)0 : filter1_kernel((t24[1]) >= 38, alpha22 % ((short)1516)); 
# 50
} 
# 51
}
# 53
int main() { 
# 54
int size29 = 3146; 
# 55
float z30 = (58U); 
# 56
(__cudaPushCallConfiguration((size29 + 255) / 256, 512)) ? (void)0 : lerp9_kernel(nullptr, nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v000652.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__48f4922f_10_v000652_cu_f9560ced
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000652.cudafe1.stub.c"
#include "v000652.cudafe1.stub.c"
# 1 "v000652.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
