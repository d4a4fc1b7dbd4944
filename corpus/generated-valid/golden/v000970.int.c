# 1 "v000970.cu"
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
# 12 "v000970.cu"
__attribute__((unused)) float lerp4(int count5, int stride6, bool alpha7) {int volatile ___ = 1;(void)count5;(void)stride6;(void)alpha7;
# 20
::exit(___);}
#if 0
# 12
{ 
# 13
alpha7 = (stride6 & 1); 
# 14
__attribute__((unused)) static float sh_8[8 * 2]; 
# 15
__attribute__((unused)) static float sh_9[16]; 
# 16
constexpr int val10 = (46U); 
# 17
count5 &= (((3 - alpha7) + (4 * stride6)) * 55); 
# 18
(sh_9[5]) = alpha7; 
# 19
return val10 + ((stride6 | stride6) * (sh_9[count5])); 
# 20
} 
#endif
# 22 "v000970.cu"
void host_kick11(unsigned beta12) { 
# 23
unsigned short *flag13 = (nullptr); 
# 24
do { beta12 += beta12; } while (0); 
# 25
constexpr int sum14 = 4; 
# 26
if (beta12 > (*flag13)) { 
# 27
return; 
# 28
}  
# 29
(flag13[7]) -= 35; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void fuse15(const int *__restrict__ src16, int stride17, int *buf18, unsigned short *data19) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern int dyn_20[]; 
# 34
if ((src16[stride17]) <= 61) { 
# 35
return; 
# 36
}  
# 37
(*buf18) &= (dyn_20[4]); 
# 38
(data19[4])++; 
# 39
(dyn_20[5])++; 
# 40
(*data19)--; 
# 41
__attribute__((unused)) static float sh_21[1 << 7]; 
# 42
unsigned f22 = lerp4(54, ((dyn_20[stride17]) <= 3) ? static_cast< int>(src16[5]) : lerp4(dyn_20[stride17], -5L, buf18 != (nullptr)), ((stride17 - 25UL) % (*buf18)) < (24)); 
# 43
} 
#endif
# 45 "v000970.cu"
static short run_pivot23(double beta24, unsigned a25) { 
# 46
float tmp26{(4UL)}; 
# 47
double flag27[4] = {(57), ('#'), (4.0), ((double)43)}; 
# 48
unsigned lo28 = (54) / tmp26; 
# 49
if (lo28 >= a25) { 
# 50
return tmp26; 
# 51
}  
# 52
static_assert((sizeof(int) == (4)), "expected value");
# 53
return flag27[a25]; 
# 54
} 
# 56
int main() { 
# 57
int n29 = 937; 
# 58
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fuse15(nullptr, n29 - 3551, &n29, nullptr); 
# 59
host_kick11(run_pivot23(-n29, n29 / 2)); 
# 60
int r30 = 7; 
# 61
return 0; 
# 62
} 

# 1 "v000970.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__696bbb11_10_v000970_cu_846fde62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000970.cudafe1.stub.c"
#include "v000970.cudafe1.stub.c"
# 1 "v000970.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
