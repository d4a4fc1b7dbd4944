# 1 "v002150.cu"
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
# 17 "v002150.cu"
int spread6(int stride7) 
# 18
{ 
# 19
for (int j8 = 0, j9 = 15; j8 < j9; (++j8), (--j9)) { 
# 20
stride7 = 24; 
# 21
unsigned cnt10[5]{6U, 3U, (15), (8), static_cast< unsigned>(stride7)}; 
# 22
unsigned lim11 = j8 / 17; 
# 23
}  
# 24
return (50U * (+stride7)) * (8); 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void mix12(int lane13) ;
#if 0
# 28
{ 
# 29
unsigned short cnt14[2]{static_cast< unsigned short>(lane13), (12)}; 
# 30
lane13 = ((((cnt14[0]) += (cnt14[0])), spread6(lane13)) & (cnt14[0])); 
# 31
} 
#endif
# 33 "v002150.cu"
static float check_drift15(int lane16, int lane17, int *buf18) 
# 34
{ 
# 35
if (long long mid19{(4539UL)}; ((*buf18) - (lane17 ^ lane16)) != ((1254) & mid19)) { 
# 36
if (spread6(24) != (buf18[6])) { 
# 37
double f20 = spread6(mid19); 
# 38
}  
# 39
if (mid19 == (spread6(buf18[1]))) { 
# 40
int acc21[6] = {8, (56U)}; 
# 41
(acc21[mid19]) = (sizeof(int)); 
# 42
}  
# 43
}  
# 44
return spread6(*buf18) + (lane16 & (*buf18)); 
# 45
} 
# 47
int main() 
# 48
{ 
# 49
int len22 = 3976; 
# 50
float v23 = len22 / spread6(spread6(len22)); 
# 51
(__cudaPushCallConfiguration(24 + 232, sizeof(float) * (16), 0)) ? (void)0 : mix12(check_drift15(24 & len22, spread6(v23), nullptr)); 
# 52
if (len22 >= 24) { 
# 53
return (len22 / 24) - (len22 | len22); 
# 54
}  
# 55
if (((len22 & 24) & 1) && (v23 == len22)) { 
# 56
if (check_drift15(24, len22, nullptr) == (24)) { 
# 57
return (15 ^ len22) + (len22 & len22); 
# 58
}  
# 59
(__cudaPushCallConfiguration((len22 + 127) / 128, 24 + (24 + (24 + (24 + (24 + 392)))), 24 + 4072)) ? (void)0 : mix12(24); 
# 60
}  
# 61
return 0; 
# 62
} 

# 1 "v002150.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68677b35_10_v002150_cu_cc1e8a28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002150.cudafe1.stub.c"
#include "v002150.cudafe1.stub.c"
# 1 "v002150.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
