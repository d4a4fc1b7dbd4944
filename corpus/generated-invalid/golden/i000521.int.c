# 1 "i000521.cu"
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
# 5 "i000521.cu"
namespace detail1 { namespace sub2 { 
# 6
__attribute__((visibility("hidden"))) void tally3(int n4, int lane5) ;
#if 0
# 7
{ 
# 8
int idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (idx6 >= n4) { 
# 10
return; 
# 11
}  
# 12
unsigned base7 = lane5; 
# 13
lane5 %= ((53) * base7); 
# 14
n4 = ((idx6 + (39 & idx6)) + (64LL % idx6)); 
# 15
++n4; 
# 16
int y8 = (3 ^ n4) / lane5; 
# 17
} 
#endif
# 18 "i000521.cu"
using ptr9_t = float *; 
# 19
float host_apply10(const unsigned *coef11, const short *input12, unsigned *buf13) 
# 20
{ 
# 21
(__cudaPushCallConfiguration(dim3(8, 2, 2 * 2), 64, 256)) ? (void)0 : detail1::sub2::tally3(37ULL ^ (~(buf13[3])), 17); 
# 22
(__cudaPushCallConfiguration(128, 8 * 16, sizeof(float) * (256))) ? (void)0 : detail1::sub2::tally3((54) + ((buf13[5]) / 26L), ((3583) % (coef11[7])) - (coef11[5])); 
# 23
(__cudaPushCallConfiguration(((dim3)(1)), ((dim3)(128)))) ? (void)0 : detail1::sub2::tally3((48U + (*buf13)) - (2ULL - (*input12)), -40); 
# 24
float f14[8] = {(20.875F), (22.25F)}; 
# 25
for (int it15 = 8; it15 > 0; --it15) { 
# 26
int y16 = 53U ^ ((*input12) * 1554); 
# 27
cudaStream_t t17 = ((cudaStream_t)0); 
# 28
}  
# 29
return (((*coef11) / (buf13[2])) > (41)) ? ((32) % (*buf13)) ^ 2L : (11.625F); 
# 30
} 
# 31
}}
# 32
namespace util18 { 
# 33
void run_fold19(const int *coef20, const float *input21, int lane22) 
# 34
{ 
# 35
lane22 %= (lane22 ^ lane22); 
# 36
(__cudaPushCallConfiguration(dim3(2, (lane22 + 255) / 256), dim3(4, 8), 0, nullptr)) ? (void)0 : detail1::sub2::tally3(7, lane22 - detail1::sub2::host_apply10(reinterpret_cast< const unsigned *>(coef20), reinterpret_cast< const short *>(input21), (unsigned *)nullptr)); 
# 37
lane22 = (4430U); 
# 38
} 
# 39
}
# 40
void sweep23(unsigned char *acc24, double *dst25, unsigned long long *acc26) 
# 41
{ 
# 42
double val27[4] = {}; 
# 43
if ((29) >= detail1::sub2::host_apply10(reinterpret_cast< const unsigned *>(acc24), nullptr, reinterpret_cast< unsigned *>(acc26))) { 
# 44
return; 
# 45
}  
# 46
long k28[4] = {static_cast< long>(*acc26), (479), static_cast< long>(acc26[5])}; 
# 47
for (int it29 = 0; it29 < 10; it29++) { 
# 48
const int q30 = (val27[it29 & 3]) + (18); 
# 49
dim3 flag31 = dim3((it29 + 31) / 32, 8); 
# 50
}  
# 51
} 
# 52
int pick37(int x) 
# 53
{ 
# 54
if (x > 2) { 
# 55
return 1; }  
# 56
} 
# 57
int main() 
# 58
{ 
# 59
int len32 = 2335; 
# 60
switch (len32) { 
# 61
case 4:  
# 62
break; 
# 63
case 2:  
# 64
case 11:  { 
# 65
const int f33 = len32 * 45UL; 
# 66
double u34 = detail1::sub2::host_apply10(nullptr, nullptr, nullptr); 
# 67
[[fallthrough]] ; 
# 68
} 
# 69
case 3:  
# 70
break; 
# 71
default:  
# 72
(__cudaPushCallConfiguration(dim3((len32 + 255) / 256, (len32 + 127) / 128, (len32 + 31) / 32), 512, 0, 0)) ? (void)0 : detail1::sub2::tally3(detail1::sub2::host_apply10(nullptr, nullptr, (unsigned *)nullptr), detail1::sub2::host_apply10((const unsigned *)nullptr, (const short *)nullptr, nullptr)); 
# 73
break; 
# 74
}  
# 75
int sum35(detail1::sub2::host_apply10((const unsigned *)nullptr, nullptr, (unsigned *)nullptr) + detail1::sub2::host_apply10(nullptr, (const short *)nullptr, nullptr)); 
# 76
const char *lo36 = ("raw \\n text"); 
# 77
return 0; 
# 78
} 

# 1 "i000521.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b850491a_10_i000521_cu_8d9b2038
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000521.cudafe1.stub.c"
#include "i000521.cudafe1.stub.c"
# 1 "i000521.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
