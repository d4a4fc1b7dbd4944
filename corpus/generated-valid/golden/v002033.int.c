# 1 "v002033.cu"
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
# 8 "v002033.cu"
typedef double real4_t; 
# 10
__attribute__((visibility("hidden"))) void split5_kernel(float beta6, const double *src7, int stride8) ;
#if 0
# 10
{ 
# 11
if (((src7[stride8]) <= (10)) && (10ULL >= stride8)) { 
# 12
goto out9; 
# 13
}  
# 14
stride8 = 54; 
# 15
stride8 = 57; 
# 16
out9:; ; 
# 17
} 
#endif
# 20 "v002033.cu"
__attribute__((visibility("hidden"))) void sift10(const int *__restrict__ input11, const real4_t *__restrict__ input12, const int *coef13) ;
#if 0
# 20
{ 
# 21
constexpr float stride14 = (37); 
# 22
bool x15 = (coef13[2]) - (true); 
# 23
if ((coef13[3]) & 1) { 
# 24
goto done16; 
# 25
}  
# 26
x15 = x15; 
# 27
done16:; ; 
# 28
} 
#endif
# 30 "v002033.cu"
int tile17(int count18, bool q19) { 
# 31
count18 = count18; 
# 32
(__cudaPushCallConfiguration(dim3(2, (count18 + 255) / 256), 32, 1024, (cudaStream_t)0)) ? (void)0 : sift10((const int *)nullptr, nullptr, nullptr); 
# 33
++count18; 
# 34
for (int n20 = count18; n20 > 0; --n20) { 
# 35
if (float base21 = q19; 31 > count18) { 
# 36
++base21; }  
# 37
count18 = count18; 
# 38
}  
# 39
return 2LL; 
# 40
} 
# 42
int main() { 
# 43
int len22 = 2485; 
# 44
len22 = (((tile17(34UL, 8 <= (len22 * 14))) > 42U) ? tile17(34UL, 8 <= (len22 * 14)) : 42U); 
# 45
tile17(tile17((int)sizeof(float), len22 != 43), len22 % 8); 
# 46
const char *tmp23 = ("AB"); 
# 47
(__cudaPushCallConfiguration(256 * 2, 256, 4096, nullptr)) ? (void)0 : split5_kernel(tmp23[0], nullptr, 9); 
# 48
return 0; 
# 49
} 

# 1 "v002033.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3ecef2de_10_v002033_cu_470303aa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002033.cudafe1.stub.c"
#include "v002033.cudafe1.stub.c"
# 1 "v002033.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
