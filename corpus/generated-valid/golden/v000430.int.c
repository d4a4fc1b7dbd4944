# 1 "v000430.cu"
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
# 16 "v000430.cu"
__attribute__((visibility("hidden"))) void update6_kernel(int stride7, int *data8, int count9) ;
#if 0
# 17
{ 
# 18
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
constexpr float tmp11 = (5L); 
# 20
float val12[6] = {(27ULL), (4UL), (45)}; 
# 21
} 
#endif
# 22 "v000430.cu"
static int d_pack13[4]; 
# 24
struct Pixel14 { 
# 25
float sum15; 
# 26
int x16; 
# 27
void norm17(float lo18) 
# 28
{ 
# 29
constexpr int m19 = 62; 
# 30
} 
# 31
}; 
# 33
__attribute__((visibility("hidden"))) void blend20(const short *src21, int *buf22, const float *coef23) ;
#if 0
# 34
{ 
# 35
unsigned gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (((__device_builtin_variable_blockDim.x) > (8)) || (gid24 != gid24)) { 
# 37
goto done26; 
# 38
}  
# 39
if ((buf22 != (nullptr)) || (!((*buf22) >= (buf22[2])))) { 
# 40
(d_pack13[gid24]) = (__device_builtin_variable_gridDim.z); 
# 41
} else { 
# 42
__attribute__((unused)) static unsigned long long sh_25; 
# 43
}  
# 44
done26:; ; 
# 45
} 
#endif
# 47 "v000430.cu"
__attribute__((visibility("hidden"))) void lerp27_kernel(long *out28, int n29, int len30) ;
#if 0
# 48
{ 
# 49
Pixel14 r31 = {(9.125F), ('0')}; 
# 50
++(*out28); 
# 51
if (out28 != (nullptr)) { 
# 52
return; 
# 53
}  
# 54
char hi32(r31.x16); 
# 55
--(r31.sum15); 
# 56
auto x33 = hi32 % 8; 
# 57
} 
#endif
# 59 "v000430.cu"
__attribute__((visibility("hidden"))) void merge34(int stride35) ;
#if 0
# 60
{ 
# 61
int gid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
if (gid36 >= stride35) { 
# 63
return; 
# 64
}  
# 65
stride35 = (((49) * ((__device_builtin_variable_threadIdx.x) - (7))) / (39 + stride35)); 
# 66
unsigned long long lo37 = ((gid36 - stride35) + stride35) & __device_builtin_variable_warpSize; 
# 67
} 
#endif
# 69 "v000430.cu"
int main() 
# 70
{ 
# 71
int count38 = 2460; 
# 72
if ((!(count38 >= 16)) && ((count38 >> count38) & 1)) { 
# 73
count38++; 
# 74
} else { if (((count38 != 8) || (count38 > count38)) || (count38 < count38)) { 
# 75
const char *z39 = ("tile"); 
# 76
count38 -= ('a'); 
# 77
count38--; 
# 78
}  }  
# 79
count38++; 
# 80
(__cudaPushCallConfiguration((count38 + 63) / 64, 8 + 120, sizeof(double) * (64))) ? (void)0 : update6_kernel(-58, (int *)nullptr, count38); 
# 81
(__cudaPushCallConfiguration(1 << 6, 1 << 7)) ? (void)0 : blend20(nullptr, &count38, nullptr); 
# 82
(__cudaPushCallConfiguration(((dim3)(4)), 64, 4096, nullptr)) ? (void)0 : lerp27_kernel(nullptr, (int)21L, (count38 & count38) % (count38 - 51)); 
# 83
return 0; 
# 84
} 

# 1 "v000430.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20750e0f_10_v000430_cu_21239dd1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000430.cudafe1.stub.c"
#include "v000430.cudafe1.stub.c"
# 1 "v000430.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
