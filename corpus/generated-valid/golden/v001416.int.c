# 1 "v001416.cu"
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
# 10 "v001416.cu"
constexpr int host_pack5(int stride6, long long beta7) 
# 11
{ 
# 12
return static_cast< int>(beta7); 
# 13
} 
# 15
struct Acc8 { 
# 16
float y9; 
# 17
int sum10; 
# 18
}; 
# 20
constexpr int clamp11(int len12, int stride13) 
# 21
{ 
# 22
return stride13; 
# 23
} 
# 25
double scale14(int lane15) 
# 26
{ 
# 27
float r16 = (8); 
# 28
if ((lane15 >> 6) != sizeof(int)) { 
# 29
return (lane15 + lane15) % (57 + lane15); 
# 30
}  
# 31
return clamp11(r16, lane15 / 2626L); 
# 32
} 
# 34
inline float grow17(int count18) 
# 35
{ 
# 36
scale14(48); 
# 37
count18 = (6 >> clamp11(count18, -11L)); 
# 38
if (count18 > count18) { 
# 39
return count18; 
# 40
}  
# 41
count18 = ((static_cast< int>(count18)) - (-count18)); 
# 42
int idx19 = count18; 
# 43
return (((unsigned)' ') - ((int)count18)) - scale14(idx19); 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void step20(float *acc21, const int *input22, long beta23) ;
#if 0
# 47
{ 
# 48
if (acc21 == (nullptr)) { 
# 49
return; 
# 50
}  
# 51
--(acc21[beta23]); 
# 52
} 
#endif
# 54 "v001416.cu"
int main() 
# 55
{ 
# 56
int count24 = 4090; 
# 57
int w25 = 0; 
# 58
do { 
# 59
grow17((host_pack5(w25, 45)) / ((unsigned)58UL)); 
# 60
scale14(w25); 
# 61
++w25; 
# 62
} while (w25 < 10); 
# 63
switch (count24 - 42) { 
# 64
case 1:  
# 65
count24 = (((count24 * 8) % (w25 << w25)) + sizeof(int)); 
# 66
[[fallthrough]] ; 
# 67
case 12:  
# 68
count24 %= w25; 
# 69
break; 
# 70
case 8 + 2:  
# 71
break; 
# 72
case 7:  
# 73
break; 
# 74
default:  
# 75
break; 
# 76
}  
# 77
(__cudaPushCallConfiguration((w25 + 31) / 32, dim3(1 << 1, 2), sizeof(float) * (8 + (8 + (8 + (8 + (8 + (8 + (8 + 200))))))), (cudaStream_t)0)) ? (void)0 : step20((float *)nullptr, nullptr, count24); 
# 78
return 0; 
# 79
} 

# 1 "v001416.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d9a90907_10_v001416_cu_c55907b1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001416.cudafe1.stub.c"
#include "v001416.cudafe1.stub.c"
# 1 "v001416.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
