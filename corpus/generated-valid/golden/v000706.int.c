# 1 "v000706.cu"
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
# 15 "v000706.cu"
constexpr int check_sweep3(int stride4, int stride5) 
# 16
{ 
# 17
int cnt6 = stride4; 
# 18
return -4454; 
# 19
} 
# 21
namespace math7 { 
# 22
void host_pack8(unsigned long long b9, int *dst10) 
# 23
{ 
# 24
check_sweep3(b9 / b9, ((dst10 == (nullptr)) ? 3 : b9) + (*dst10)); 
# 25
b9 = (check_sweep3(check_sweep3(b9, b9) - check_sweep3(dst10[1], b9), -35)); 
# 26
auto res11 = b9; 
# 27
} 
# 28
}
# 29
using idx12_t = unsigned; 
# 31
namespace ops13 { namespace v14 { 
# 32
float fuse15(const int *in16) 
# 33
{ 
# 34
if (((*in16) + 52) != (*in16)) { 
# 35
return in16[2]; 
# 36
}  
# 37
if (((in16[4]) + 1U) >= (*in16)) { 
# 38
return -(17.5F); 
# 39
}  
# 40
long long sum17 = (*in16) * (in16[4]); 
# 41
return sum17; 
# 42
} 
# 44
static void drift18_kernel(int len19, int n20) ;
#if 0
# 45
{ 
# 46
idx12_t i21 = __device_builtin_variable_threadIdx.x; 
# 47
if (((__device_builtin_variable_gridDim.x) + i21) == i21) { 
# 48
return; 
# 49
}  
# 50
len19 = ((ops13::v14::fuse15(nullptr) + (len19 + 24)) + len19); 
# 51
} 
#endif
# 52 "v000706.cu"
}}
# 54
constexpr int host_filter22(int count23, int len24) 
# 55
{ 
# 56
count23 = (len24 * check_sweep3(((len24 += count23), 24), count23)); 
# 57
idx12_t tmp25 = check_sweep3(check_sweep3(count23, len24), len24); 
# 58
return 39L; 
# 59
} 
# 61
int main() 
# 62
{ 
# 63
int len26 = 2953; 
# 64
int h27 = 49; 
# 65
(__cudaPushCallConfiguration((len26 + 127) / 128, sizeof(float) * (24 + 8), 256, 0)) ? (void)0 : ops13::v14::drift18_kernel(h27, h27); 
# 66
(__cudaPushCallConfiguration((len26 + 255) / 256, 24 + (24 + (24 + (24 + (24 + 8)))))) ? (void)0 : ops13::v14::drift18_kernel(31L, 24 * len26); 
# 67
h27 = host_filter22(len26, (49U & len26) + (24)); 
# 68
return 0; 
# 69
} 

# 1 "v000706.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c42a59ad_10_v000706_cu_4db19d3c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000706.cudafe1.stub.c"
#include "v000706.cudafe1.stub.c"
# 1 "v000706.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
