# 1 "v001067.cu"
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
# 11 "v001067.cu"
class Stats5 { 
# 12
short w6; 
# 13
float sum7; 
# 15
public: Stats5(short a8, float c9) : w6(a8), sum7(c9) { } 
# 16
float apply10() const 
# 17
{ 
# 18
return static_cast< float>((w6) - (sum7)); 
# 19
} 
# 20
}; 
# 22
unsigned mix11(Stats5 alpha12) 
# 23
{ 
# 24
unsigned acc13 = (static_cast< unsigned char>(15)); 
# 25
acc13 += alpha12.apply10(); 
# 26
int w14 = alpha12.apply10(); 
# 27
return acc13; 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void apply15_kernel(float *dst16, int n17, long *out18, int n19) ;
#if 0
# 31
{ 
# 32
(dst16[n17]) = ((out18[4]) + sizeof(float)); 
# 33
n17 = (dst16[5]); 
# 34
const unsigned long prod20 = (4); 
# 35
} 
#endif
# 37 "v001067.cu"
namespace ops21 { 
# 38
struct alignas(16) Node22 { 
# 39
int w23; 
# 40
signed char flag24; 
# 41
double id25; 
# 42
int lo26; 
# 43
}; 
# 45
float gather27(long cfg28, const int *coef29, short alpha30) 
# 46
{ 
# 47
cfg28 = alpha30; 
# 48
cfg28 = ((alpha30 * ((*coef29) + cfg28)) - (((32) - cfg28) + (58 + alpha30))); 
# 49
if ((alpha30 == 3) && (alpha30 == 54)) { 
# 50
goto out31; 
# 51
}  
# 52
alpha30 = (15 + (coef29[2])); 
# 53
if ((*coef29) - 23) { 
# 54
return -(13.125F); 
# 55
}  
# 56
if (cfg28 - cfg28) { 
# 57
return (2.75F); 
# 58
}  
# 59
out31:; ; 
# 60
return +((-cfg28) - ((coef29[cfg28]) + 46)); 
# 61
} 
# 62
}
# 64
void host_warp32(int count33, int stride34) 
# 65
{ 
# 66
const char *t35 = ("\"q\""); 
# 67
if (((t35[1]) < 56) || (count33 <= (t35[0]))) { 
# 68
goto skip36; 
# 69
}  
# 70
(__cudaPushCallConfiguration(dim3((stride34 + 127) / 128, 64, 16), dim3((stride34 + 255) / 256, 32 + 32, 8), 0, 0)) ? (void)0 : apply15_kernel(nullptr, (count33 * 30) + (sizeof(char) * (t35[1])), (long *)nullptr, 32); 
# 71
skip36:; ; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int count37 = 1211; 
# 77
auto fn40 = [=](unsigned k38) mutable->unsigned { 
# 78
int x39 = k38; 
# 79
return 54 / (count37); 
# 80
} ; typedef decltype(fn40) __T0;
# 81
fn40(count37); 
# 82
size_t *hi41 = (nullptr); 
# 83
cudaStream_t y42 = (nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001067.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__48a4f064_10_v001067_cu_2547fef5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001067.cudafe1.stub.c"
#include "v001067.cudafe1.stub.c"
# 1 "v001067.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
