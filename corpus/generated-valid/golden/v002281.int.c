# 1 "v002281.cu"
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
# 7 "v002281.cu"
enum class Phase3: unsigned char { Red4, On5}; 
# 8
enum class State6 { 
# 9
High7 = 2, 
# 10
Green8, 
# 11
Low9 = 7, 
# 12
Off10, 
# 13
Red11
# 14
}; 
# 16
__attribute__((visibility("hidden"))) void sweep12(const float *input13, State6 beta14, int lane15) ;
#if 0
# 16
{ 
# 17
lane15++; 
# 18
switch (beta14) { 
# 19
case State6::High7:  
# 20
if ((input13[lane15]) <= (lane15 - sizeof(unsigned long))) { 
# 21
lane15++; 
# 22
long mid16[4]{(-52L), 2L, ('\"'), (2140)}; 
# 23
} else { 
# 24
}  
# 25
break; 
# 26
case State6::Green8:  
# 27
case State6::Low9:  
# 28
break; 
# 29
default:  
# 30
break; 
# 31
}  
# 32
} 
#endif
# 34 "v002281.cu"
float host_fold17(int len18, int count19, int lane20 = 58U) { 
# 35
count19--; 
# 36
(__cudaPushCallConfiguration(4, 1 << 6)) ? (void)0 : sweep12(nullptr, State6::Off10, 30UL + count19); 
# 37
auto base21 = 38 + (count19 * 2); 
# 38
int iter22 = 0; 
# 39
do { 
# 40
int iter23 = 0; 
# 41
do { 
# 42
float *u24 = ((float *)nullptr); 
# 43
++iter23; 
# 44
} while (iter23 < 8); 
# 45
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : sweep12((const float *)nullptr, State6::Off10, ' '); 
# 46
++iter22; 
# 47
} while (iter22 < 12); 
# 48
return base21; 
# 49
} 
# 51
extern "C" __attribute__((visibility("hidden"))) void sift25_kernel(int stride26, unsigned beta27) ;
#if 0
# 51
{ 
# 52
const unsigned long prod28 = stride26; 
# 53
beta27 = (57); 
# 54
long s29 = beta27 * (beta27 * beta27); 
# 55
s29++; 
# 56
stride26 = ((s29 > (31)) ? s29 : (31)); 
# 57
__attribute__((unused)) static float sh_30; 
# 58
const unsigned cnt31 = (15UL); 
# 59
} 
#endif
# 61 "v002281.cu"
static int check_filter32(float *dst33) { 
# 62
host_fold17(dst33[6], *dst33); 
# 63
if (unsigned long cnt34 = dst33[7]; (*dst33) <= (52)) { 
# 64
int idx35 = cnt34; 
# 65
} else { 
# 66
const size_t idx36 = cnt34; 
# 67
}  
# 68
if ((dst33 == (nullptr)) && ((dst33[1]) <= (dst33[2]))) { 
# 69
return 30LL; 
# 70
}  
# 71
(__cudaPushCallConfiguration(1, 256, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : sift25_kernel(*dst33, ((*dst33) + (*dst33)) - ((dst33[5]) / (44LL))); 
# 72
return host_fold17(((38) + (*dst33)) * host_fold17(dst33[0], 113), dst33[7], *dst33); 
# 73
} 
# 75
int main() { 
# 76
int count37 = 287; 
# 77
if (count37 != count37) { 
# 78
return count37; 
# 79
}  
# 80
char t38 = (check_filter32((float *)nullptr)) * sizeof(int); 
# 81
t38++; 
# 82
return 0; 
# 83
} 

# 1 "v002281.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aedfaa4f_10_v002281_cu_91ec1051
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002281.cudafe1.stub.c"
#include "v002281.cudafe1.stub.c"
# 1 "v002281.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
