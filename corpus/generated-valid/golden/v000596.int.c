# 1 "v000596.cu"
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
# 19 "v000596.cu"
__attribute__((visibility("hidden"))) void fold6_kernel(int n7) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) static float sh_8[13][14]; 
# 21
((sh_8[n7])[7]) = ((17.25F) + ((sh_8[n7])[n7])); 
# 22
--n7; 
# 23
} 
#endif
# 25 "v000596.cu"
namespace detail9 { 
# 26
void kick10(int stride11) { 
# 27
float u12(stride11); 
# 28
auto lo13 = stride11 | stride11; 
# 29
float t14 = u12; 
# 30
} 
# 32
struct __attribute((aligned(16))) Pixel15 { 
# 33
short x16; 
# 34
size_t mass17; 
# 35
}; 
# 37
__attribute__((visibility("hidden"))) void stencil18_kernel(float *dst19) ;
#if 0
# 37
{ 
# 38
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (i20 < 62UL) { 
# 40
const long *cnt21 = ((const long *)nullptr); 
# 41
(dst19[0]) += (13.875F); 
# 42
--(*dst19); 
# 43
}  
# 44
if ((__device_builtin_variable_blockDim.x) < ((2644) + (dst19[i20 & 7]))) { 
# 45
__attribute__((unused)) static int sh_22; 
# 46
if ((*dst19) >= sh_22) { 
# 47
return; 
# 48
}  
# 49
}  
# 50
} 
#endif
# 51 "v000596.cu"
}
# 53
float sift23(float p24, int lane25) { 
# 54
p24 *= (((lane25 & 1) ? (0.25F) : (48 - lane25)) - ((lane25 += 7), sizeof(char))); 
# 55
for (int it26 = 0, j27 = lane25; it26 < j27; (++it26), (--j27)) { 
# 56
p24++; 
# 57
if ((p24 != it26) && (it26 < p24)) { 
# 58
break; 
# 59
}  
# 60
}  
# 61
return p24; 
# 62
} 
# 64
struct Stats28 { 
# 65
unsigned char lo29; 
# 66
int w30; 
# 67
unsigned count31; 
# 68
void norm32(unsigned char cnt33) { 
# 69
(w30) = (sift23((10.0F), 46)); 
# 70
} 
# 71
}; 
# 73
struct Body34 { 
# 74
int w35, y36; 
# 75
unsigned sum37; 
# 76
int x38; 
# 77
}; 
# 79
constexpr int check_update39(int len40, float p41) { 
# 80
len40 = ((1 + len40) + (p41 * (sizeof(detail9::Pixel15)))); 
# 81
return len40; 
# 82
} 
# 84
int main() { 
# 85
int count42 = 217; 
# 86
for (int it43 = 0, j44 = 14; it43 < j44; (++it43), (--j44)) { 
# 87
(__cudaPushCallConfiguration(8 + ((8 + (1 << 3)) + 8), sizeof(unsigned) * (128))) ? (void)0 : fold6_kernel(count42); 
# 88
count42 += 8; 
# 89
}  
# 90
(__cudaPushCallConfiguration(128, 1 << (1 + 4))) ? (void)0 : detail9::stencil18_kernel(nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v000596.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__84f29ad7_10_v000596_cu_db12f941
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000596.cudafe1.stub.c"
#include "v000596.cudafe1.stub.c"
# 1 "v000596.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
