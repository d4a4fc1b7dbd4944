# 1 "v002369.cu"
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
# 7 "v002369.cu"
__attribute__((visibility("hidden"))) void filter2_kernel(float *out3, const double *src4) ;
#if 0
# 7
{ 
# 8
(*out3) -= (u'\x61'); 
# 9
constexpr float r5 = (20.875F); 
# 10
size_t w6[8]{5UL, (44), 14UL, (19), 2UL, (static_cast< size_t>(364U)), 42UL, (53)}; 
# 11
} 
#endif
# 12 "v002369.cu"
static int g_warp7; 
# 14
namespace _GLOBAL__N__1f07ef64_10_v002369_cu_bed4837b __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__1f07ef64_10_v002369_cu_bed4837b; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__1f07ef64_10_v002369_cu_bed4837b __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 15
template< class T, int N = 3> static void 
# 16
__wrapper__device_stub_reduce8_kernel(const T *&src9, const T *&coef10, int &n11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
__attribute__((unused)) static int sh_12[8]; 
# 18
switch (n11 * n11) { 
# 19
case 4:  { 
# 20
__attribute__((unused)) static float sh_13[16]; 
# 21
if (src9 == nullptr) { 
# 22
(sh_13[n11]) = (-N); 
# 23
float *m14 = (nullptr); 
# 24
}  
# 25
break; 
# 26
} 
# 27
case 10:  
# 28
break; 
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 15 "v002369.cu"
template< class T, int N = 3> static void 
# 16
reduce8_kernel(const T *src9, const T *coef10, int n11) {::_GLOBAL__N__1f07ef64_10_v002369_cu_bed4837b::__wrapper__device_stub_reduce8_kernel<T,N>(src9,coef10,n11);
# 30
return;}
#if 0
# 16
{ 
# 17
__attribute__((unused)) static int sh_12[8]; 
# 18
switch (n11 * n11) { 
# 19
case 4:  { 
# 20
__attribute__((unused)) static float sh_13[16]; 
# 21
if (src9 == nullptr) { 
# 22
(sh_13[n11]) = (-N); 
# 23
float *m14 = (nullptr); 
# 24
}  
# 25
break; 
# 26
} 
# 27
case 10:  
# 28
break; 
# 29
}  
# 30
} 
#endif
# 32 "v002369.cu"
int kick15(unsigned cfg16, int stride17, int n18) { 
# 33
if (g_warp7 >= cfg16) { 
# 34
constexpr int acc19 = 35; 
# 35
g_warp7 *= 44L; 
# 36
char f20 = g_warp7; 
# 37
}  
# 38
cfg16 = n18; 
# 39
do { int tmp_ = stride17; stride17 = g_warp7; g_warp7 = tmp_; } while (0); 
# 40
return (n18 + ((stride17 += 27), sizeof(int))) + n18; 
# 41
} 
# 43
float split21(const float *coef22, int n23, const float *in24) { 
# 44
if ((in24[g_warp7]) == n23) { 
# 45
goto finish26; 
# 46
}  
# 47
if (((g_warp7 & n23) * ((g_warp7 += 1772), 9)) < 5LL) { 
# 48
const char *stride25 = ("kernel\n"); 
# 49
(__cudaPushCallConfiguration(4 * 16, 128, sizeof(double) * (64), 0)) ? (void)0 : filter2_kernel(const_cast< float *>(in24), (const double *)nullptr); 
# 50
}  
# 51
if ((sizeof(float)) < (*coef22)) { 
# 52
return (24.125F); }  
# 53
finish26:; ; 
# 54
return coef22[n23]; 
# 55
} 
# 56
}
# 58
int main() { 
# 59
int count27 = 325; 
# 60
g_warp7 = ((27) % ((g_warp7 - g_warp7) & 52UL)); 
# 61
(__cudaPushCallConfiguration((count27 + 31) / 32, 64, sizeof(int) * (128), 0)) ? (void)0 : filter2_kernel(nullptr, nullptr); 
# 62
(__cudaPushCallConfiguration(256, 32, sizeof(int) * (64))) ? (void)0 : reduce8_kernel< long, 4> (nullptr, nullptr, 19); 
# 63
return 0; 
# 64
} 

# 1 "v002369.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1f07ef64_10_v002369_cu_bed4837b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002369.cudafe1.stub.c"
#include "v002369.cudafe1.stub.c"
# 1 "v002369.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
