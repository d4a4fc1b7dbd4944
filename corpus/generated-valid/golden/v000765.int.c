# 1 "v000765.cu"
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
# 5 "v000765.cu"
__attribute__((unused)) int blend1(double a2, int count3, float q4) {int volatile ___ = 1;(void)a2;(void)count3;(void)q4;
# 16
::exit(___);}
#if 0
# 5
{ 
# 6
for (int it5 = 0; it5 < 13; it5 += 4) { 
# 7
unsigned s6 = ('#'); 
# 8
if ((count3 >= 53) && (count3 == 57)) { 
# 9
constexpr int stride7 = 51; 
# 10
}  
# 11
a2 = (44U); 
# 12
}  
# 13
q4 -= q4; 
# 14
q4 *= (11.0F); 
# 15
return (double)(-(11.25)); 
# 16
} 
#endif
# 19 "v000765.cu"
__attribute__((visibility("hidden"))) void step8(int *out9, double a10, const double *input11, unsigned *__restrict__ acc12) ;
#if 0
# 19
{ 
# 20
int iter13 = 0; 
# 21
while (iter13 < 12) { 
# 22
constexpr unsigned flag14 = (63); 
# 24
#pragma unroll
for (
# 24
int j15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j15 < iter13; j15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
if (auto k16 = ((((*out9) += (-62)), ((26 | j15) & (34 << j15)))); (__device_builtin_variable_threadIdx.z) > ((*input11) + (62U))) { 
# 26
constexpr size_t off17 = (54); 
# 27
constexpr int off18 = (-54); 
# 28
}  
# 29
}  
# 30
++iter13; 
# 31
}  
# 32
} 
#endif
# 33 "v000765.cu"
static long d_sift19; 
# 35
int main() { 
# 36
int len20 = 3790; 
# 37
(__cudaPushCallConfiguration(32, 8 * 8, 1 << 8)) ? (void)0 : step8((int *)nullptr, ((int)3) * len20, nullptr, nullptr); 
# 38
const char *t21 = ("\"q\""); 
# 39
len20 <<= 7; 
# 40
return 0; 
# 41
} 

# 1 "v000765.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59df03e3_10_v000765_cu_af725c45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000765.cudafe1.stub.c"
#include "v000765.cudafe1.stub.c"
# 1 "v000765.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
