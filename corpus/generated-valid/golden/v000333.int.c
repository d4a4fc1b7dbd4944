# 1 "v000333.cu"
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
# 8 "v000333.cu"
constexpr int WIDTH2 = 256; 
# 10
namespace detail3 { 
# 11
__attribute__((visibility("hidden"))) void blend4(int len5) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern unsigned dyn_6[]; 
# 14
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (tid7 >= len5) { 
# 16
return; 
# 17
}  
# 18
static_assert((sizeof(int) == (4)), "expected value");
# 19
(dyn_6[tid7]) = WIDTH2; 
# 20
} 
#endif
# 21 "v000333.cu"
}
# 23
namespace detail8 { 
# 24
__attribute__((visibility("hidden"))) void spread9(int n10, const int *__restrict__ src11, int stride12) ;
#if 0
# 25
{ 
# 26
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
stride12 = (((WIDTH2 % stride12) * 48) + (24 & stride12)); 
# 28
const float r14 = (((unsigned)29U) * (stride12 - 8)) | (61); 
# 29
short cnt15((8)); 
# 30
long long base16 = (48); 
# 31
} 
#endif
# 33 "v000333.cu"
__attribute__((visibility("hidden"))) void weigh17_kernel(float p18, const unsigned char *__restrict__ coef19, int *dst20) ;
#if 0
# 34
{ 
# 35
unsigned i21 = __device_builtin_variable_threadIdx.x; 
# 36
unsigned *res22 = reinterpret_cast< unsigned *>(dst20); 
# 37
p18 = (*res22); 
# 38
(*dst20) = (((__device_builtin_variable_threadIdx.x) < (17)) ? WIDTH2 : (-((coef19[2]) % (*coef19)))); 
# 39
static_assert((sizeof(int) == (4)), "size check");
# 40
__attribute__((unused)) static float sh_23[64]; 
# 41
if (((int)(__device_builtin_variable_threadIdx.y)) == 6) { 
# 42
return; 
# 43
}  
# 44
} 
#endif
# 46 "v000333.cu"
struct Bounds24 { 
# 47
int x25; 
# 48
unsigned long long sum26; 
# 49
float sum27; 
# 50
int flag28; 
# 51
}; 
# 52
}
# 54
int main() 
# 55
{ 
# 56
int size29 = 2705; 
# 57
size29--; 
# 58
auto fn33 = [](float e30)->int { 
# 59
int lo31 = e30; 
# 60
detail8::Bounds24 stride32{(52ULL), 1ULL, (float)e30, lo31}; 
# 61
return (((stride32.flag28) < 9) && (lo31 <= 48)) ? 7UL % lo31 : ((53UL) + (stride32.sum27)); 
# 62
} ; typedef decltype(fn33) __T0;
# 63
fn33(size29); 
# 64
detail8::Bounds24 hi34 = {13, (static_cast< unsigned long long>(WIDTH2)), (1.0F), (static_cast< int>(4683))}; 
# 65
int t35{(45L)}; 
# 66
const char *sum36 = ("tile"); 
# 67
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : detail3::blend4((17 | size29) + size29); 
# 68
(__cudaPushCallConfiguration((size29 + 255) / 256, 128)) ? (void)0 : detail8::spread9(size29, &t35, WIDTH2); 
# 69
(__cudaPushCallConfiguration((size29 + 127) / 128, 128)) ? (void)0 : detail8::weigh17_kernel(t35, (const unsigned char *)nullptr, &size29); 
# 70
return 0; 
# 71
} 

# 1 "v000333.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2fc59159_10_v000333_cu_3cfbd732
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000333.cudafe1.stub.c"
#include "v000333.cudafe1.stub.c"
# 1 "v000333.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
