# 1 "v000196.cu"
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
# 16 "v000196.cu"
static void weigh9_kernel(const double *src10) ;
#if 0
# 17
{ 
# 18
static_assert((sizeof(int) == (4)), "size check");
# 19
constexpr long idx11 = (23LL); 
# 20
} 
#endif
# 22 "v000196.cu"
static void decay12(const long long *input13, unsigned *dst14) ;
#if 0
# 23
{ 
# 24
if ((dst14[1]) >= (input13[3])) { 
# 25
return; 
# 26
}  
# 27
--(dst14[0]); 
# 28
(dst14[4]) |= (55); 
# 29
} 
#endif
# 31 "v000196.cu"
inline int check_bump15(int stride16) 
# 32
{ 
# 33
const char *acc17 = ("\"q\""); 
# 34
stride16--; 
# 35
return 2824U - ((2 * ((acc17[0]) & 15)) + (stride16 - 128)); 
# 36
} 
# 38
int fold18(unsigned b19, int *acc20, int stride21) 
# 39
{ 
# 40
const double m22 = (22.25); 
# 41
(*acc20) = (b19 & (44UL + b19)); 
# 42
b19++; 
# 43
return (((2) * (stride21 % b19)) + (b19 - 42LL)); 
# 44
} 
# 45
constexpr inline int WIDTH23 = (2 + 30); 
# 47
unsigned bias24(float cfg25 = (6.375F)) 
# 48
{ 
# 49
for (int j26 = 0; j26 < 12; j26++) { 
# 50
unsigned diff27 = cfg25; 
# 51
if ((j26 ^ 37L) != (2)) { 
# 52
break; 
# 53
}  
# 54
constexpr unsigned diff28 = (25); 
# 55
}  
# 56
return 2952U; 
# 57
} 
# 59
struct Tile29 { 
# 60
unsigned x30; 
# 61
double mass31; 
# 62
}; 
# 64
int main() 
# 65
{ 
# 66
int count32 = 1090; 
# 67
(__cudaPushCallConfiguration(512, (2 + 2) * 16)) ? (void)0 : weigh9_kernel((const double *)nullptr); 
# 68
(__cudaPushCallConfiguration(2 + 62, 64, 0)) ? (void)0 : decay12((const long long *)nullptr, (unsigned *)nullptr); 
# 69
check_bump15((count32 & 15) & 48L); 
# 70
return 0; 
# 71
} 

# 1 "v000196.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1f63d8c1_10_v000196_cu_7682673e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000196.cudafe1.stub.c"
#include "v000196.cudafe1.stub.c"
# 1 "v000196.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
