# 1 "v001745.cu"
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
# 12 "v001745.cu"
static void step4_kernel(const double *in5, double cfg6, const int *in7, int *out8) ;
#if 0
# 12
{ 
# 13
for (int n9 = 0; n9 < 11; ++n9) { 
# 14
for (int it10 = 0; it10 < n9; it10++) { 
# 15
cfg6 = ((5.0F)); 
# 16
for (int n11 = 0; n11 < (1 << 3); ++n11) { 
# 17
const unsigned *prod12 = (nullptr); 
# 18
cfg6 = (*in5); 
# 19
}  
# 20
}  
# 21
}  
# 22
} 
#endif
# 24 "v001745.cu"
struct Cell13 { 
# 25
int w14, weight15; 
# 26
float z16; 
# 27
int total17(int u18) const { 
# 28
if ((z16) <= (23)) { 
# 29
return __alignof__(int); 
# 30
}  
# 31
return w14; 
# 32
} 
# 33
}; 
# 34
typedef Cell13 rec19_t; 
# 36
__attribute__((visibility("hidden"))) void warp20_kernel(int *buf21) ;
#if 0
# 36
{ 
# 37
(buf21[1]) = 31; 
# 38
constexpr int v22 = (50UL); 
# 39
if ((buf21[2]) >= 27UL) { 
# 40
return; 
# 41
}  
# 42
if ((*buf21) < (((buf21[1]) += (buf21[5])), sizeof(unsigned char))) { 
# 43
--(buf21[0]); 
# 44
}  
# 45
constexpr float t23 = (7.75F); 
# 46
(*buf21)--; 
# 47
} 
#endif
# 49 "v001745.cu"
static int run_clamp24(int stride25) { 
# 50
stride25 = (50 + ((unsigned char)stride25)); 
# 51
stride25 = (stride25 - (((stride25 == 36) ? stride25 : 43) * 4)); 
# 52
(__cudaPushCallConfiguration((stride25 + 63) / 64, 1 << 6)) ? (void)0 : warp20_kernel(nullptr); 
# 53
const char *stride26 = ("\"q\""); 
# 54
dim3 hi27((stride25 + 127) / 128, 8); 
# 55
int *hi28 = ((int *)nullptr); 
# 56
(__cudaPushCallConfiguration((stride25 + 31) / 32, 512)) ? (void)0 : step4_kernel(reinterpret_cast< const double *>(hi28), (6.875F) - ((hi28[stride25]) - (stride26[1])), nullptr, hi28); 
# 57
return ((unsigned)(stride26[0])) * (63); 
# 58
} 
# 60
int main() { 
# 61
int len29 = 2590; 
# 62
if (len29) { 
# 63
return len29; 
# 64
}  
# 65
unsigned v30[6]{(0), 1U, 2753U, 3U, (30), (45)}; 
# 66
return 0; 
# 67
} 

# 1 "v001745.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85685b37_10_v001745_cu_1786f6a5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001745.cudafe1.stub.c"
#include "v001745.cudafe1.stub.c"
# 1 "v001745.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
