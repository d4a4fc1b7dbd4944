# 1 "v000736.cu"
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
# 16 "v000736.cu"
__attribute__((visibility("hidden"))) void march5(unsigned long long *__restrict__ data6, int stride7, unsigned *buf8) ;
#if 0
# 17
{ 
# 18
int gid9 = __device_builtin_variable_threadIdx.x; 
# 19
long s10(stride7 * stride7); 
# 20
int idx11[4]{static_cast< int>(s10), static_cast< int>(__device_builtin_variable_threadIdx.y), stride7, gid9}; 
# 21
if ((s10 + stride7) > (2)) { 
# 22
goto finish14; 
# 23
}  
# 24
for (int j12 = stride7; j12 > 0; --j12) { 
# 25
if (((data6[j12]) + stride7) == (+s10)) { 
# 26
--(idx11[__device_builtin_variable_blockIdx.x]); 
# 27
__attribute__((unused)) static int sh_13[(2 + 62) * (2 + 2)]; 
# 28
}  
# 29
}  
# 30
finish14:; ; 
# 31
} 
#endif
# 33 "v000736.cu"
__attribute__((visibility("hidden"))) void fuse15_kernel(unsigned char beta16, int lane17) ;
#if 0
# 34
{ 
# 35
int gid18 = __device_builtin_variable_threadIdx.x; 
# 36
if (gid18 >= lane17) { 
# 37
return; 
# 38
}  
# 39
for (int n19 = 0; n19 < lane17; n19 += 3) { 
# 40
if (int y20 = n19; lane17 > n19) { 
# 41
for (int i21 = 5; i21 > 0; --i21) { 
# 42
int idx22 = n19; 
# 43
}  
# 44
y20++; 
# 45
}  
# 46
}  
# 47
lane17 = (28 << (__device_builtin_variable_threadIdx.x)); 
# 48
__attribute__((unused)) static int sh_23; 
# 49
} 
#endif
# 51 "v000736.cu"
unsigned run_accum24(double cfg25, char b26, float *out27) 
# 52
{ 
# 53
for (int n28 = 0; n28 < 3; n28++) { 
# 54
if ((n28 * ((22 <= b26) ? n28 : (out27[n28]))) >= (out27[n28])) { 
# 55
const char *sum29 = ("path\\to"); 
# 56
} else { 
# 57
(__cudaPushCallConfiguration(dim3(256, 16, (n28 + 31) / 32), 8 + 24)) ? (void)0 : march5(nullptr, 6, nullptr); 
# 58
}  
# 59
}  
# 60
return (+b26) + b26; 
# 61
} 
# 63
int main() 
# 64
{ 
# 65
int count30 = 2850; 
# 66
switch (count30) { 
# 67
case 3:  
# 68
break; 
# 69
default:  
# 70
(__cudaPushCallConfiguration(2 + (2 + 124), ((dim3)(64)), 4096, nullptr)) ? (void)0 : fuse15_kernel((148) - run_accum24(count30, 8, nullptr), count30); 
# 71
break; 
# 72
}  
# 73
if (count30 - 3083) { 
# 74
long long lo31 = (run_accum24(count30, count30, (float *)nullptr) << 7) * (count30 - (count30 * 30)); 
# 75
} else { if (((count30 << count30) / ((count30 > 63) ? count30 : 27)) == 41) { 
# 76
if (count30 < count30) { 
# 77
return (run_accum24(count30, 61, nullptr) <= (8)) ? 1 + count30 : (56 * count30); 
# 78
}  
# 79
} else { 
# 80
}  }  
# 81
return 0; 
# 82
} 

# 1 "v000736.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__838a237d_10_v000736_cu_dfa1ad99
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000736.cudafe1.stub.c"
#include "v000736.cudafe1.stub.c"
# 1 "v000736.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
