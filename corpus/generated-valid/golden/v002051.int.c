# 1 "v002051.cu"
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
# 13 "v002051.cu"
static float c_step5; 
# 15
void check_kick6(int n7, int count8) { 
# 16
long u9 = (41); 
# 17
static float diff10 = (3UL); 
# 18
if ((n7 <= count8) || count8) { 
# 19
return; 
# 20
}  
# 21
size_t y11 = static_cast< int>(u9); 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void bias12_kernel(const float *input13, int stride14, long long alpha15) ;
#if 0
# 24
{ 
# 25
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
auto acc17 = stride14; 
# 27
double lo18{static_cast< double>(acc17)}; 
# 28
if (input13 != (nullptr)) { 
# 29
goto out19; 
# 30
}  
# 31
acc17 = (static_cast< int>(gid16)); 
# 32
stride14 = lo18; 
# 33
out19:; ; 
# 34
} 
#endif
# 36 "v002051.cu"
namespace impl20 { 
# 37
static int sift21(const int *__restrict__ src22, int stride23, int count24) { 
# 38
count24 = (1408 - (static_cast< int>(src22[7]))); 
# 39
int hi25{count24}; 
# 40
if (count24 == (src22[count24])) { 
# 41
goto out26; 
# 42
}  
# 43
(__cudaPushCallConfiguration(512, 32 * 4, 256 * 4, nullptr)) ? (void)0 : bias12_kernel(reinterpret_cast< const float *>(src22), (hi25 + 34) - count24, +(3L * hi25)); 
# 44
out26:; ; 
# 45
return stride23; 
# 46
} 
# 47
enum class Axis27 { Busy28, Busy29, Add30 = 6, Add31}; 
# 49
static short clamp32(bool beta33) { 
# 50
(__cudaPushCallConfiguration(256, 16 * 2, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : bias12_kernel(static_cast< const float *>(nullptr), 8 * impl20::sift21((const int *)nullptr, 5U, beta33), (63 + beta33) + 3); 
# 51
int diff34 = (6U); 
# 52
return impl20::sift21(&diff34, 40 * impl20::sift21(&diff34, diff34, beta33), 63); 
# 53
} 
# 54
}
# 56
int main() { 
# 57
int size35 = 2943; 
# 58
(__cudaPushCallConfiguration(2 * 8, 64, 40 + 216, 0)) ? (void)0 : bias12_kernel(nullptr, (impl20::clamp32(0)) * (size35 + 40), size35); 
# 59
size35 = size35; 
# 60
return 0; 
# 61
} 

# 1 "v002051.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b87cff5_10_v002051_cu_c_step5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002051.cudafe1.stub.c"
#include "v002051.cudafe1.stub.c"
# 1 "v002051.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
