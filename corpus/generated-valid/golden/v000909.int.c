# 1 "v000909.cu"
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
# 9 "v000909.cu"
__attribute__((visibility("hidden"))) void merge4(const float *__restrict__ coef5) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_6[]; 
# 12
int lim7 = (coef5[7]) + (55U); 
# 13
if ((dyn_6[1]) <= (dyn_6[lim7])) { 
# 14
double diff8 = coef5[0]; 
# 15
}  
# 16
lim7 -= (-(lim7 / ((33) - (*coef5)))); 
# 17
(dyn_6[7]) *= (coef5[lim7]); 
# 18
} 
#endif
# 20 "v000909.cu"
struct __attribute((aligned(8))) Pixel9 { 
# 21
float val10; 
# 22
char val11; 
# 23
float lo12; 
# 24
void norm13(unsigned x14) 
# 25
{ 
# 26
(lo12) = (val10); 
# 27
} 
# 28
char bump15(int flag16) const 
# 29
{ 
# 30
return (float)((size_t)(lo12)); 
# 31
} 
# 32
}; 
# 34
constexpr int host_weigh17(int count18, float q19) 
# 35
{ 
# 36
float k20 = count18 + (count18 * (0.25F)); 
# 37
return count18 + ((unsigned)((33L) - k20)); 
# 38
} 
# 40
int main() 
# 41
{ 
# 42
int count21 = 3482; 
# 43
if (unsigned acc22 = (51L); count21) { 
# 44
(__cudaPushCallConfiguration((count21 + 63) / 64, 32 * 16, sizeof(int) * (128))) ? (void)0 : merge4((const float *)nullptr); 
# 45
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : merge4((const float *)nullptr); 
# 46
} else { 
# 47
count21 = (((int)((6ULL <= acc22) ? 19 : 50)) - ((count21 + acc22) - count21)); 
# 48
}  
# 49
return 0; 
# 50
} 

# 1 "v000909.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a643288b_10_v000909_cu_649ca9d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000909.cudafe1.stub.c"
#include "v000909.cudafe1.stub.c"
# 1 "v000909.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
