# 1 "v001110.cu"
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
# 11 "v001110.cu"
namespace kern6 { 
# 12
static float d_march7[32]; 
# 14
__attribute__((visibility("hidden"))) void apply8_kernel(const int *__restrict__ coef9, float *__restrict__ acc10) ;
#if 0
# 14
{ 
# 15
const unsigned char *prod11 = reinterpret_cast< const unsigned char *>(coef9); 
# 16
int *m12 = reinterpret_cast< int *>(acc10); 
# 17
const int cnt13 = (24UL); 
# 18
(*m12) &= 5; 
# 19
} 
#endif
# 20 "v001110.cu"
}
# 22
__attribute__((visibility("hidden"))) void sweep14(int *buf15, int n16, double beta17, int *buf18) ;
#if 0
# 22
{ 
# 23
unsigned *x19 = reinterpret_cast< unsigned *>(buf15); 
# 24
beta17++; 
# 25
} 
#endif
# 26 "v001110.cu"
enum class Op20: short { 
# 27
Add21, 
# 28
Low22, 
# 29
Low23, 
# 30
High24, 
# 31
Fast25 = 5
# 32
}; 
# 33
static long long c_sweep26[8]; 
# 35
__attribute__((visibility("hidden"))) void tile27_kernel(unsigned *buf28, int stride29, const long *__restrict__ input30) ;
#if 0
# 35
{ 
# 36
int res31 = (43UL); 
# 37
switch ((c_sweep26[res31]) * stride29) { 
# 38
case 1:  
# 39
break; 
# 40
case 2 * 4:  
# 41
break; 
# 42
case 6:  
# 43
stride29 += 3759; 
# 44
break; 
# 45
case 5 + 7:  
# 46
break; 
# 47
default:  
# 48
stride29 >>= ((8) + (c_sweep26[stride29])); 
# 49
break; 
# 50
}  
# 51
res31 = ((input30[1]) - res31); 
# 52
static_assert((((5 + (5 + (5 + 4))) * 3) > 56));
# 53
unsigned off32 = (5) + (*input30); 
# 54
} 
#endif
# 56 "v001110.cu"
extern "C" __attribute__((visibility("hidden"))) void kick33(Op20 q34) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) static float sh_35[4][3]; 
# 58
q34 = Op20::High24; 
# 59
(kern6::d_march7[24]) = (14); 
# 60
double m36[6] = {}; 
# 61
} 
#endif
# 63 "v001110.cu"
int main() { 
# 64
int len37 = 2867; 
# 65
int pass38 = 0; 
# 66
while (pass38 < len37) { 
# 67
dim3 stride39(8, 1 << (5 + 2)); 
# 68
++pass38; 
# 69
}  
# 70
len37 = 28; 
# 71
if (sizeof(long) > len37) { 
# 72
return 1UL; }  
# 73
len37 %= sizeof(double); 
# 74
len37 %= len37; 
# 75
(__cudaPushCallConfiguration((5 + 11) * 2, sizeof(int) * (5 + 11), sizeof(int) * (1024), (cudaStream_t)0)) ? (void)0 : kern6::apply8_kernel(nullptr, nullptr); 
# 76
(__cudaPushCallConfiguration(((dim3)((len37 + 127) / 128)), 128, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : sweep14(&len37, (10 * pass38) + __alignof__(int), pass38, nullptr); 
# 77
(__cudaPushCallConfiguration(dim3(5 + (5 + 54), (len37 + 255) / 256), 512, 64 * (5 + 11))) ? (void)0 : tile27_kernel((unsigned *)nullptr, pass38, nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v001110.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac0fc768_10_v001110_cu_6c635cab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001110.cudafe1.stub.c"
#include "v001110.cudafe1.stub.c"
# 1 "v001110.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
