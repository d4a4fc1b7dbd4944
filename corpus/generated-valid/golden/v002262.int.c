# 1 "v002262.cu"
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
# 5 "v002262.cu"
constexpr inline int BLOCK1 = (2 * 4); 
# 6
static unsigned d_step2; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 8
__attribute__((unused)) static long scatter3(int lane4, float beta5) {int volatile ___ = 1;(void)lane4;(void)beta5;
# 17
::exit(___);}
#if 0
# 8
{ 
# 9
__attribute__((unused)) static int sh_6; 
# 10
__attribute__((unused)) static int sh_7; 
# 11
beta5++; 
# 12
const float w8 = (d_step2 > (+sh_6)) ? (24.625F) + beta5 : (22.0F); 
# 13
if (w8 > (50)) { 
# 14
return beta5; 
# 15
}  
# 16
return (unsigned long long)sh_6; 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 19 "v002262.cu"
namespace _GLOBAL__N__035abbc0_10_v002262_cu_d_step2 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__035abbc0_10_v002262_cu_d_step2; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__035abbc0_10_v002262_cu_d_step2 __attribute__((visibility("hidden")))  { 
# 20
static long d_weigh9; 
# 22
static int run_grow10(const float *coef11, int n12, int stride13 = 10) { 
# 23
stride13 = (-50); 
# 24
n12 = stride13; 
# 25
return -34L; 
# 26
} 
# 27
}
# 29
__attribute((noinline)) __attribute__((unused)) void update14(int count15) {int volatile ___ = 1;(void)count15;
# 48
::exit(___);}
#if 0
# 29
{ 
# 30
switch (-d_weigh9) { 
# 31
case 2:  { 
# 32
__attribute__((unused)) static short sh_16; 
# 33
d_weigh9 = ((float)BLOCK1); 
# 34
[[fallthrough]] ; 
# 35
} 
# 36
case 6:  
# 37
count15 = 1; 
# 38
if ((d_step2 / d_weigh9) <= sizeof(long)) { 
# 39
return; 
# 40
}  
# 41
[[fallthrough]] ; 
# 42
case BLOCK1 + 3:  
# 43
case BLOCK1 + 1:  
# 44
break; 
# 45
default:  
# 46
break; 
# 47
}  
# 48
} 
#endif
# 50 "v002262.cu"
__attribute__((visibility("hidden"))) void pivot17(unsigned *data18) ;
#if 0
# 50
{ 
# 51
switch (d_step2 + d_weigh9) { 
# 52
case 8:  { 
# 53
++(*data18); 
# 54
constexpr long flag19 = 57L; 
# 55
break; 
# 56
} 
# 57
case 7:  { 
# 58
double r20{(10U)}; 
# 59
d_weigh9++; 
# 60
break; 
# 61
} 
# 62
}  
# 63
} 
#endif
# 65 "v002262.cu"
int main() { 
# 66
int size21 = 2119; 
# 67
(__cudaPushCallConfiguration(4, BLOCK1 + (BLOCK1 + 16), sizeof(int) * (32))) ? (void)0 : pivot17((unsigned *)nullptr); 
# 68
size21 = ((BLOCK1 + size21) - ((size21 / BLOCK1) * 4)); 
# 69
if (((11U > size21) ? size21 : size21) < 31) { 
# 70
return static_cast< unsigned>(102); 
# 71
}  
# 72
return 0; 
# 73
} 

# 1 "v002262.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__035abbc0_10_v002262_cu_d_step2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002262.cudafe1.stub.c"
#include "v002262.cudafe1.stub.c"
# 1 "v002262.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
