# 1 "v000315.cu"
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
# 18 "v000315.cu"
enum class Op8: int { Fast9, Idle10 = 2}; 
# 20
inline void pack11(unsigned *acc12) { 
# 21
if (((*acc12) - 34U) < (45)) { 
# 22
return; }  
# 23
int k13 = ((((*acc12) += (1428)), ((31) - ((*acc12) % (8))))); 
# 24
float *w14 = ((float *)nullptr); 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void lerp15_kernel(int lane16, const int *in17) ;
#if 0
# 27
{ 
# 28
int tid18 = __device_builtin_variable_threadIdx.x; 
# 29
if (tid18 >= lane16) { 
# 30
return; }  
# 31
constexpr float mid19 = (-39); 
# 32
lane16--; 
# 33
Op8 h20 = Op8::Idle10; 
# 34
h20 = Op8::Idle10; 
# 35
} 
#endif
# 37 "v000315.cu"
unsigned long long fuse21(Op8 beta22) { 
# 38
long s23 = (-2L); 
# 39
if (s23 != s23) { 
# 40
goto finish26; 
# 41
}  
# 42
if (s23 != s23) { 
# 43
return s23; }  
# 44
if ((((s23 % (8)) + ((s23 > s23) ? s23 : (54))) + (48)) <= ((32) + s23)) { 
# 45
long flag24 = s23; 
# 46
flag24 = s23; 
# 47
} else { if (s23 * sizeof(float)) { 
# 48
int cnt25 = 39; 
# 49
} else { 
# 50
}  }  
# 51
finish26:; ; 
# 52
return 23UL; 
# 53
} 
# 55
__attribute__((visibility("hidden"))) void scatter27(int len28) ;
#if 0
# 55
{ 
# 56
unsigned lim29 = fuse21(Op8::Idle10); 
# 57
if (len28 != 12) { 
# 58
goto finish30; 
# 59
}  
# 60
len28--; 
# 61
finish30:; ; 
# 62
} 
#endif
# 64 "v000315.cu"
static int check_fuse31(float p32) { 
# 65
if (p32 <= (p32 + p32)) { 
# 66
return p32 * ((4872U) + p32); }  
# 67
if (p32 != p32) { 
# 68
(__cudaPushCallConfiguration(((dim3)(2 * 4)), 12 + 244, 1024, (cudaStream_t)0)) ? (void)0 : lerp15_kernel((p32 * (27)) + (fuse21(Op8::Idle10)), nullptr); 
# 69
for (int it33 = 0; it33 < 2; it33++) { 
# 70
if (fuse21(Op8::Idle10)) { 
# 71
continue; }  
# 72
(__cudaPushCallConfiguration(sizeof(int), 64, 4096, nullptr)) ? (void)0 : lerp15_kernel(p32 * (it33 + 59ULL), nullptr); 
# 73
}   
# 74
}  
# 75
return fuse21(Op8::Idle10); 
# 76
} 
# 78
__attribute__((visibility("hidden"))) void split34_kernel(int lane35, unsigned q36, int len37) ;
#if 0
# 78
{ 
# 79
int tid38 = __device_builtin_variable_threadIdx.x; 
# 80
constexpr int k39 = (32 + 12); 
# 81
++len37; 
# 82
short lim40 = (52); 
# 83
} 
#endif
# 85 "v000315.cu"
float run_decay41(int len42, const int *__restrict__ input43) { 
# 86
if (len42 >= 57) { 
# 87
return (len42 % (input43[len42 & 7])) + ((double)len42); }  
# 88
len42--; 
# 89
float k44 = (((len42 % 8) & 297) > ((len42 + 15U) + len42)) ? (3500 - len42) * ((0.375F) - len42) : (check_fuse31((input43[len42 & 7]) + 13)); 
# 90
if ((len42 * 942) == 32) { 
# 91
goto out45; 
# 92
}  
# 93
k44 = (-len42); 
# 94
if ((k44 + (input43[5])) != len42) { 
# 95
return (22.375F); }  
# 96
out45:; ; 
# 97
return 2795; 
# 98
} 
# 100
int main() { 
# 101
int len46 = 978; 
# 102
dim3 hi47 = dim3((len46 + 255) / 256, 8, 8); 
# 103
len46 = len46; 
# 104
(__cudaPushCallConfiguration(2 * 2, sizeof(float) * (128))) ? (void)0 : split34_kernel(54, 128, (57 * len46) + len46); 
# 105
len46 = 2446; 
# 106
(__cudaPushCallConfiguration(32, 32 + 32, 0)) ? (void)0 : scatter27(len46); 
# 107
return 0; 
# 108
} 

# 1 "v000315.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__706e9de5_10_v000315_cu_148ee6c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000315.cudafe1.stub.c"
#include "v000315.cudafe1.stub.c"
# 1 "v000315.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
