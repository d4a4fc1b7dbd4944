# 1 "v000115.cu"
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
# 13 "v000115.cu"
__attribute__((visibility("hidden"))) void sweep6(const float *input7, const double *coef8, double q9) ;
#if 0
# 14
{ 
# 15
if ((19LL) != (q9 * (26))) { 
# 16
return; 
# 17
}  
# 18
q9 /= (*input7); 
# 19
} 
#endif
# 20 "v000115.cu"
constexpr double kD10 = (7.75); 
# 22
void score11(bool b12) 
# 23
{ 
# 24
b12 = (b12 < (b12 - kD10)); 
# 25
if ((b12 - kD10) >= (32)) { 
# 26
return; 
# 27
}  
# 28
b12 = (kD10 * b12); 
# 29
b12 = ((b12 * kD10) + kD10); 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void fold13(long long b14) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_15[]; 
# 35
int lim16[3] = {((int)kD10)}; 
# 36
(lim16[2]) += ((double)7U); 
# 37
} 
#endif
# 39 "v000115.cu"
inline float check_shade17(float p18, double *dst19) 
# 40
{ 
# 41
int iter20 = 0; 
# 42
do { 
# 43
(__cudaPushCallConfiguration((iter20 + 31) / 32, 48 + (4 + 12))) ? (void)0 : sweep6(reinterpret_cast< const float *>(dst19), nullptr, +((dst19[iter20]) + (*dst19))); 
# 44
++iter20; 
# 45
} while (iter20 < 2); 
# 46
(__cudaPushCallConfiguration(2 * 2, 32 * 2)) ? (void)0 : sweep6(reinterpret_cast< const float *>(dst19), dst19, p18); 
# 47
p18 /= (iter20 + (iter20 + iter20)); 
# 48
p18 = iter20; 
# 49
(__cudaPushCallConfiguration(128, 128)) ? (void)0 : fold13((40) - (dst19[2])); 
# 50
return (9.375F); 
# 51
} 
# 53
int main() 
# 54
{ 
# 55
int n21 = 2685; 
# 56
const float base22 = check_shade17(n21 / 2, (double *)nullptr) + check_shade17(48, nullptr); 
# 57
n21 = (sizeof(float) - n21); 
# 58
score11(n21 <= base22); 
# 59
(__cudaPushCallConfiguration((n21 + 255) / 256, 256)) ? (void)0 : fold13((kD10 - n21) / ((int)kD10)); 
# 60
int stride23[2] = {9}; 
# 61
return 0; 
# 62
} 

# 1 "v000115.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3da63cee_10_v000115_cu_4e9e91e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000115.cudafe1.stub.c"
#include "v000115.cudafe1.stub.c"
# 1 "v000115.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
