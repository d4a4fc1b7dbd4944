# 1 "v001686.cu"
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
# 15 "v001686.cu"
__attribute__((visibility("hidden"))) void stencil5(int lane6, int *__restrict__ dst7, float *__restrict__ buf8, unsigned char *acc9) ;
#if 0
# 16
{ 
# 17
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
double lim11 = (60); 
# 19
lane6 = ((int)lim11); 
# 20
} 
#endif
# 22 "v001686.cu"
struct Acc12 { 
# 23
float flag13; 
# 24
float mass14; 
# 25
int w15; 
# 26
}; 
# 27
static double d_mix16; 
# 29
__attribute__((visibility("hidden"))) void tile17(unsigned *data18, const int *coef19, const unsigned long long *in20) ;
#if 0
# 30
{ 
# 31
unsigned tid21 = __device_builtin_variable_threadIdx.x; 
# 32
__attribute__((unused)) static unsigned sh_22[256]; 
# 33
(data18[7])--; 
# 34
auto base23 = __device_builtin_variable_blockDim.x; 
# 35
} 
#endif
# 37 "v001686.cu"
__attribute__((visibility("hidden"))) void sweep24_kernel(float cfg25, int count26, int stride27) ;
#if 0
# 38
{ 
# 39
auto acc28 = 4204; 
# 40
d_mix16 = ((float)(-(3275 << __device_builtin_variable_warpSize))); 
# 41
if (acc28 > ((acc28 > cfg25) ? d_mix16 : stride27)) { 
# 42
return; 
# 43
}  
# 44
} 
#endif
# 47 "v001686.cu"
struct Acc29 { 
# 48
double weight30; 
# 49
float hi31; 
# 50
short id32; 
# 51
int val33; 
# 52
}; 
# 53
static_assert((5 == 5));
# 54
typedef unsigned idx34_t; 
# 57
constexpr int accum35(int lane36) 
# 58
{ 
# 59
return lane36 - (((lane36 + lane36) >= 16) ? lane36 : lane36); 
# 60
} 
# 62
int main() 
# 63
{ 
# 64
int n37 = 976; 
# 65
(__cudaPushCallConfiguration((n37 + 255) / 256, 256)) ? (void)0 : tile17((unsigned *)nullptr, &n37, nullptr); 
# 66
(__cudaPushCallConfiguration(1 << 9, 512, 8 + 1016)) ? (void)0 : stencil5(accum35(n37), &n37, nullptr, static_cast< unsigned char *>(nullptr)); 
# 67
for (int it38 = 0; it38 < n37; ++it38) { 
# 68
int z39 = 393; 
# 69
Acc29 v40 = Acc29{(1.0), (22.5F), (6), z39}; 
# 70
}  
# 71
accum35(n37); 
# 72
(__cudaPushCallConfiguration(sizeof(float) * (8), sizeof(int) * (16))) ? (void)0 : sweep24_kernel(8, n37, accum35(accum35(n37))); 
# 73
return 0; 
# 74
} 

# 1 "v001686.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9971ca7d_10_v001686_cu_a29e0c28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001686.cudafe1.stub.c"
#include "v001686.cudafe1.stub.c"
# 1 "v001686.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
