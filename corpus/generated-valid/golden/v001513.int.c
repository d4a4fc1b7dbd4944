# 1 "v001513.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 7 "v001513.cu"
__attribute__((unused)) static unsigned apply2(int lane3, double a4, int lane5) {int volatile ___ = 1;(void)lane3;(void)a4;(void)lane5;
# 16
::exit(___);}
#if 0
# 7
{ 
# 8
lane3 /= 28UL; 
# 9
lane5 = (a4 - (((int)lane5) / 9)); 
# 10
lane3 = ((((lane3 < a4) ? 43 : lane3) >> lane3) * (((lane5 + 18) >= a4) ? 49 : lane3)); 
# 11
static_assert((50 == 50), "size check");
# 12
lane3 = ((unsigned)__alignof__(int)); 
# 13
int sum6[7] = {}; 
# 14
++(sum6[lane5]); 
# 15
return (sum6[6]) + (sum6[lane5]); 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001513.cu"
__attribute__((visibility("hidden"))) void fuse7_kernel(int *dst8, const long *coef9) ;
#if 0
# 19
{ 
# 20
(*dst8) |= (dst8[2]); 
# 21
(dst8[4]) %= ((dst8[4]) + apply2(apply2(coef9[6], coef9[5], *coef9), -(coef9[7]), dst8[0])); 
# 22
double base10[5]{(42), (25), ('\000'), ((22.125F)), (6.5)}; 
# 23
(dst8[5]) &= 51UL; 
# 24
if ((*dst8) >= (coef9[0])) { 
# 25
return; 
# 26
}  
# 27
int mid11 = coef9[7]; 
# 28
} 
#endif
# 29 "v001513.cu"
enum class Op12 { 
# 30
Busy13, 
# 31
On14, 
# 32
Fast15, 
# 33
Fast16, 
# 34
Blue17 = 5
# 35
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 37
__attribute__((unused)) static long long sift18(float *buf19) {int volatile ___ = 1;(void)buf19;
# 41
::exit(___);}
#if 0
# 37
{ 
# 38
constexpr int u20 = 63; 
# 39
(*buf19) += (u20 * (buf19[0])); 
# 40
return apply2((float)apply2(*buf19, 1375, 62L), (float)apply2(33, (16.0), buf19[5]), ((16) - (buf19[6])) + (buf19[1])); 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001513.cu"
__attribute((noinline)) __attribute__((unused)) float fold21(int count22, bool p23, float *dst24) {int volatile ___ = 1;(void)count22;(void)p23;(void)dst24;
# 48
::exit(___);}
#if 0
# 44
{ 
# 45
count22++; 
# 46
Op12 x25 = Op12::Busy13; 
# 47
return 13; 
# 48
} 
#endif
# 49 "v001513.cu"
using kind26_t = Op12; 
# 51
__attribute((noinline)) __attribute__((unused)) void scatter27(double *data28) {int volatile ___ = 1;(void)data28;
# 56
::exit(___);}
#if 0
# 51
{ 
# 52
__attribute__((unused)) static unsigned short sh_29[8][2]; 
# 53
Op12 mid30 = Op12::On14; 
# 54
int acc31((sift18(reinterpret_cast< float *>(data28))) - (data28[6])); 
# 55
auto diff32 = (sift18(reinterpret_cast< float *>(data28))) / (((sh_29[acc31])[0]) * fold21('0', mid30 == Op12::On14, nullptr)); 
# 56
} 
#endif
# 58 "v001513.cu"
__attribute__((visibility("hidden"))) void decay33(Op12 q34) ;
#if 0
# 58
{ 
# 59
__attribute__((unused)) static int sh_35[16]; 
# 60
++(sh_35[1]); 
# 61
(sh_35[8]) += (sh_35[1]); 
# 62
if (sh_35[4]) { 
# 63
return; 
# 64
}  
# 65
} 
#endif
# 67 "v001513.cu"
__attribute((noinline)) __attribute__((unused)) unsigned long relax36(double *acc37, float beta38) {int volatile ___ = 1;(void)acc37;(void)beta38;
# 71
::exit(___);}
#if 0
# 67
{ 
# 68
__attribute__((unused)) static int sh_39[8]; 
# 69
Op12 stride40 = Op12::Fast16; 
# 70
return ((int)6LL) + (beta38 - (51)); 
# 71
} 
#endif
# 73 "v001513.cu"
inline void run_update41(const unsigned *input42, unsigned long b43 = 49UL) { 
# 74
b43++; 
# 75
b43 -= b43; 
# 76
(__cudaPushCallConfiguration(((dim3)(256)), 512)) ? (void)0 : decay33(Op12::Busy13); 
# 77
} 
# 79
int main() { 
# 80
int size44 = 1106; 
# 81
size44++; 
# 82
(__cudaPushCallConfiguration((size44 + 63) / 64, 32, 0, 0)) ? (void)0 : fuse7_kernel((int *)nullptr, (const long *)nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v001513.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__252b2a90_10_v001513_cu_42c1c474
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001513.cudafe1.stub.c"
#include "v001513.cudafe1.stub.c"
# 1 "v001513.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
