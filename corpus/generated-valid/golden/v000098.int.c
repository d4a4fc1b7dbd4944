# 1 "v000098.cu"
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
# 18 "v000098.cu"
__attribute__((visibility("hidden"))) void fuse6_kernel(float alpha7) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_8[]; 
# 21
int tid9 = __device_builtin_variable_threadIdx.x; 
# 22
__attribute__((unused)) static float sh_10; 
# 23
__attribute__((unused)) static float sh_11[8]; 
# 24
do { alpha7 += ((sh_10 * (2.125F)) * (tid9 % tid9)); } while (0); 
# 25
int *off12 = (nullptr); 
# 26
if (tid9 != (__device_builtin_variable_blockIdx.x)) { 
# 27
return; 
# 28
}  
# 29
long v13 = (((26) * alpha7) - ((sh_11[tid9]) * sh_10)) + ((__device_builtin_variable_gridDim.x) * (__device_builtin_variable_threadIdx.x)); 
# 30
(*off12)--; 
# 31
} 
#endif
# 33 "v000098.cu"
long split14(double *data15) 
# 34
{ 
# 35
for (int j16 = 15; j16 > 0; --j16) { 
# 36
if (!data15) { 
# 37
return j16 % j16; 
# 38
}  
# 39
if (j16 > ((data15[4]) * j16)) { 
# 40
continue; 
# 41
}  
# 42
(*data15) -= (((23 - j16) - ((*data15) * (*data15))) * (data15[5])); 
# 43
}  
# 44
return +(*data15); 
# 45
} 
# 47
unsigned long pivot17(int *__restrict__ dst18, long beta19) 
# 48
{ 
# 49
double res20 = (*dst18) - split14((double *)nullptr); 
# 50
if ((((dst18[beta19 & (7)]) + res20) + res20) != (50U)) { 
# 51
goto done21; 
# 52
}  
# 53
beta19 <<= split14(&res20); 
# 54
split14(&res20); 
# 55
do { res20 += (((split14(&res20)) * (1.875)) * beta19); } while (0); 
# 56
done21:; ; 
# 57
return split14(&res20) >> split14(&res20); 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int n22 = 2822; 
# 63
do { n22 += (n22 | split14(nullptr)); } while (0); 
# 64
constexpr int prod23 = (13 + 30); 
# 65
const char *prod24 = ("a\tb"); 
# 66
unsigned char q25 = n22 + 13; 
# 67
(__cudaPushCallConfiguration((n22 + 31) / 32, sizeof(float) * (13 + 19))) ? (void)0 : fuse6_kernel((17.875F)); 
# 68
return 0; 
# 69
} 

# 1 "v000098.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34e07c57_10_v000098_cu_7f4eba7e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000098.cudafe1.stub.c"
#include "v000098.cudafe1.stub.c"
# 1 "v000098.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
