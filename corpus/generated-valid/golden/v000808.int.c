# 1 "v000808.cu"
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
# 10 "v000808.cu"
constexpr int DEPTH3 = 5; 
# 11
static float d_stencil4; 
# 14
struct Vec5 { 
# 15
int weight6; 
# 16
float vel7; 
# 17
}; 
# 19
Vec5 operator+(Vec5 a, Vec5 b) { 
# 20
Vec5 r = a; 
# 21
(r.weight6) += (b.weight6); 
# 22
(r.vel7) += (b.vel7); 
# 23
return r; 
# 24
} 
# 25
constexpr int LANES8 = 2; 
# 26
static int d_weigh9; 
# 29
__attribute__((visibility("hidden"))) void pack10(const int *__restrict__ coef11, float q12, const Vec5 cfg13) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_14[]; 
# 31
for (int j15 = 0; j15 < 2; j15 += 4) { }  
# 32
for (int n16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n16 < 15; n16 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 33
int t17 = LANES8; 
# 34
__attribute__((unused)) static unsigned sh_18; 
# 35
q12++; 
# 36
}  
# 37
__attribute__((unused)) static float sh_19; 
# 38
} 
#endif
# 40 "v000808.cu"
int main() { 
# 41
int count20 = 3348; 
# 42
count20 = (25L); 
# 43
(__cudaPushCallConfiguration((count20 + 63) / 64, 1 << 6, 0, (cudaStream_t)0)) ? (void)0 : pack10(nullptr, count20, Vec5{48, (3.0F)}); 
# 44
count20 = DEPTH3; 
# 45
(__cudaPushCallConfiguration((count20 + 63) / 64, 1 << 8, 0, 0)) ? (void)0 : pack10(nullptr, ((3.375F) + count20) - LANES8, Vec5{}); 
# 46
if ((count20 == DEPTH3) && (count20 < DEPTH3)) { 
# 47
return 5L; 
# 48
}  
# 49
count20 ^= sizeof(int); 
# 50
return 0; 
# 51
} 

# 1 "v000808.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d5a39c4b_10_v000808_cu_54c70f09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000808.cudafe1.stub.c"
#include "v000808.cudafe1.stub.c"
# 1 "v000808.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
