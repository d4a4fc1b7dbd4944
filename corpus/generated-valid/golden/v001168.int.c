# 1 "v001168.cu"
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
# 12 "v001168.cu"
namespace math7 { 
# 13
__attribute__((visibility("hidden"))) void probe8_kernel(double *dst9, long a10, int count11, int len12) ;
#if 0
# 14
{ 
# 15
len12++; 
# 16
int w13 = 0; 
# 17
while (w13 < 7) { 
# 18
++len12; 
# 19
++w13; 
# 20
}  
# 21
switch (count11) { 
# 22
case 3 + 4:  
# 23
(*dst9)--; 
# 24
[[fallthrough]] ; 
# 25
case 3 + (4 + 1):  
# 26
break; 
# 27
case 3 * 3:  
# 28
--a10; 
# 29
break; 
# 30
}  
# 31
} 
#endif
# 33 "v001168.cu"
__attribute__((visibility("hidden"))) void fold14(float cfg15, const int *coef16) ;
#if 0
# 34
{ 
# 35
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
unsigned h18 = (8); 
# 37
if (sizeof(int) > gid17) { 
# 38
return; 
# 39
}  
# 40
char idx19[8]{(static_cast< char>(43L)), (static_cast< char>(9)), (55), (-32), (41), (char)gid17, (11U), (51L)}; 
# 41
h18 %= (58); 
# 42
} 
#endif
# 43 "v001168.cu"
}
# 44
static_assert((16 == 16), "expected value");
# 45
enum Phase20: unsigned char { MUL21, ON22 = 6U, IDLE23 = 12U, GREEN24}; 
# 47
__attribute__((visibility("hidden"))) void smooth25(unsigned *dst26, char *__restrict__ acc27, double *buf28, float beta29) ;
#if 0
# 48
{ 
# 49
unsigned tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
float k31{(1955)}; 
# 51
if ((acc27[2]) == 46) { 
# 52
if (tid30 | tid30) { 
# 53
const unsigned h32 = (19L); 
# 54
unsigned long long e33 = beta29; 
# 55
}  
# 56
size_t acc34[6] = {}; 
# 57
}  
# 58
} 
#endif
# 59 "v001168.cu"
enum Kind35 { ADD36, HIGH37, ADD38}; 
# 60
static_assert((sizeof(int) == (4)), "size check");
# 62
__attribute__((visibility("hidden"))) void scatter39_kernel(int lane40, int *data41, int stride42) ;
#if 0
# 63
{ 
# 64
unsigned idx43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
if (idx43 >= lane40) { 
# 66
return; 
# 67
}  
# 68
float e44[6]{((float)2), (1.0F), (20.5F), (4.0F), (1.0F), (20.25F)}; 
# 69
if ((8) > ((__device_builtin_variable_threadIdx.z) | (data41[idx43]))) { 
# 70
return; 
# 71
}  
# 72
++stride42; 
# 73
double v45[8] = {(21.5), ((15.875F)), (635)}; 
# 74
Kind35 mid46 = ADD36; 
# 75
Kind35 w47 = ADD38; 
# 76
} 
#endif
# 78 "v001168.cu"
int main() 
# 79
{ 
# 80
int n48 = 1675; 
# 81
n48 %= 13; 
# 82
n48 = 63; 
# 83
Kind35 r49 = ADD36; 
# 84
(__cudaPushCallConfiguration(4, 4 * ((ADD38) + (ON22)))) ? (void)0 : math7::probe8_kernel(nullptr, 44, 64, -54); 
# 85
(__cudaPushCallConfiguration(512, (IDLE23) + 116)) ? (void)0 : math7::fold14((8.875F), nullptr); 
# 86
(__cudaPushCallConfiguration((n48 + 63) / 64, 4 + ((IDLE23) + 240), 0, (cudaStream_t)0)) ? (void)0 : smooth25((unsigned *)nullptr, nullptr, nullptr, 34 ^ n48); 
# 87
return 0; 
# 88
} 

# 1 "v001168.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db9b3397_10_v001168_cu_b3ccd8da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001168.cudafe1.stub.c"
#include "v001168.cudafe1.stub.c"
# 1 "v001168.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
