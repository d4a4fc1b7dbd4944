# 1 "v000733.cu"
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
# 9 "v000733.cu"
__attribute__((visibility("hidden"))) void decay4_kernel(int n5, char alpha6, float cfg7, float a8) ;
#if 0
# 9
{ 
# 10
int idx9 = __device_builtin_variable_threadIdx.x; 
# 11
double e10 = (((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockIdx.x)) + (((24) != cfg7) ? 9 : alpha6)) * cfg7; 
# 12
e10 -= (__device_builtin_variable_gridDim.x); 
# 13
float z11 = idx9 / 2; 
# 14
a8++; 
# 15
float s12 = (60); 
# 16
} 
#endif
# 18 "v000733.cu"
void host_sift13(long cfg14, int *__restrict__ dst15) { 
# 19
auto tmp16 = cfg14 / (2); 
# 20
if (tmp16 == (13)) { 
# 21
(__cudaPushCallConfiguration(64, 64, 1024, 0)) ? (void)0 : decay4_kernel(((dst15 == (nullptr)) ? cfg14 : tmp16) * (tmp16 / tmp16), (cfg14 * tmp16) - tmp16, (tmp16 * tmp16) + (4 - (dst15[tmp16])), -(2.625F)); 
# 22
auto x17 = ((41) > tmp16) ? ((dst15[cfg14]) / 2) + ((17.625F) / tmp16) : (36 << (tmp16 - tmp16)); 
# 23
(cfg14--), (cfg14 = (tmp16 - (x17 - (x17 / (2))))); 
# 24
}  
# 25
(__cudaPushCallConfiguration(1 << 2, 2 * 16)) ? (void)0 : decay4_kernel(tmp16 - ('\''), (tmp16 / (38)) - (4), __alignof__(int), cfg14 * (5)); 
# 26
} 
# 28
class Bounds18 { 
# 29
int val20; 
# 31
public: Bounds18(int b21) : val20(b21) { } 
# 32
int bump22(unsigned t23) const { 
# 33
return val20; 
# 34
} 
# 35
}; 
# 37
namespace _GLOBAL__N__b454d34f_10_v000733_cu_1e2922f9 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b454d34f_10_v000733_cu_1e2922f9; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b454d34f_10_v000733_cu_1e2922f9 __attribute__((visibility("hidden")))  { 
# 38
inline void score24(int lane25, int lane26, int lane27) { 
# 39
(++lane25), (lane26 >>= (2950 << lane26)); 
# 40
Bounds18 h28(lane27 / 2); 
# 41
} 
# 42
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 44
__attribute__((unused)) static int kick29(int *dst30) {int volatile ___ = 1;(void)dst30;
# 53
::exit(___);}
#if 0
# 44
{ 
# 45
long base31{('0')}; 
# 46
int base32 = base31 + (((*dst30) += base31), ((__device_builtin_variable_threadIdx.y) / (2))); 
# 47
auto hi33 = (dst30[6]) * (dst30[2]); 
# 48
double m34 = (+(base31 * __alignof__(char))) / (2); 
# 49
hi33 <<= ((__device_builtin_variable_blockDim.z) - 2UL); 
# 50
base32 <<= hi33; 
# 51
hi33 %= 23; 
# 52
return base31; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000733.cu"
int main() { 
# 56
int size35 = 2993; 
# 57
int iter36 = 0; 
# 58
do { 
# 59
int val37 = (-43LL); 
# 60
if (int s38 = val37; size35 >= (val37 * 1598)) { 
# 61
if ((iter36 + iter36) > size35) { 
# 62
break; 
# 63
}  
# 64
val37 *= (4573 + iter36); 
# 65
int q39(+val37); 
# 66
}  
# 67
++iter36; 
# 68
} while (iter36 < 10); 
# 69
return 0; 
# 70
} 

# 1 "v000733.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b454d34f_10_v000733_cu_1e2922f9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000733.cudafe1.stub.c"
#include "v000733.cudafe1.stub.c"
# 1 "v000733.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
