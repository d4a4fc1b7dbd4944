# 1 "v001987.cu"
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
# 17 "v001987.cu"
__attribute__((visibility("hidden"))) void update7_kernel(const float *in8, const double *src9, double q10, float alpha11) ;
#if 0
# 17
{ 
# 18
constexpr int z12 = (34LL); 
# 19
double k13 = z12 + ((alpha11 + (12.625F)) - (40)); 
# 20
} 
#endif
# 22 "v001987.cu"
namespace kern14 { 
# 23
static void warp15(int *buf16, unsigned char *dst17, const size_t *src18) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned long dyn_19[]; 
# 25
__attribute__((unused)) static double sh_20; 
# 26
(*buf16) = 63; 
# 27
__attribute__((unused)) static float sh_21[16]; 
# 28
for (int i22 = 0; i22 < 10; i22++) { 
# 29
sh_20 = (((16) + (i22 + (24.75F))) * (*buf16)); 
# 30
}  
# 31
sh_20++; 
# 32
(*buf16) = (51U); 
# 33
} 
#endif
# 34 "v001987.cu"
constexpr float kD23 = (6.75F); 
# 35
}
# 36
static int c_split24; 
# 38
static void warp25(unsigned b26, int lane27, float p28) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern int dyn_29[]; 
# 40
if ((((2) * p28) + c_split24) != (lane27 * (dyn_29[4]))) { 
# 41
auto f30 = 22; 
# 42
lane27++; 
# 43
if ((lane27 << 0) > 16) { 
# 44
if (p28 < (f30 * 4)) { 
# 45
lane27 = p28; 
# 46
} else { 
# 47
__attribute__((unused)) static float sh_31[7][9]; 
# 48
}  
# 49
}  
# 50
} else { 
# 51
}  
# 52
} 
#endif
# 54 "v001987.cu"
int main() { 
# 55
int n32 = 4023; 
# 56
for (int i33 = 2; i33 > 0; --i33) { 
# 57
auto k34 = i33; 
# 58
n32 = kern14::kD23; 
# 59
}  
# 60
(__cudaPushCallConfiguration(((dim3)(8)), 64)) ? (void)0 : update7_kernel(nullptr, static_cast< const double *>(nullptr), kern14::kD23, n32); 
# 61
(__cudaPushCallConfiguration((n32 + 255) / 256, 256, 0)) ? (void)0 : kern14::warp15(&n32, nullptr, nullptr); 
# 62
(__cudaPushCallConfiguration(((dim3)(16)), 16 + 496, 16 + 4080)) ? (void)0 : warp25(n32, (n32 ^ 60) - (n32 * n32), kern14::kD23); 
# 63
return 0; 
# 64
} 

# 1 "v001987.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d09b1fcd_10_v001987_cu_1278e2a3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001987.cudafe1.stub.c"
#include "v001987.cudafe1.stub.c"
# 1 "v001987.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
