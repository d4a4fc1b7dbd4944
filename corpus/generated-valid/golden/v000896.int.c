# 1 "v000896.cu"
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
# 19 "v000896.cu"
int merge6(int count7) 
# 20
{ 
# 21
int m8 = count7; 
# 22
count7 %= (count7 * ((m8 - 50U) + sizeof(float))); 
# 23
m8 = (8 - m8); 
# 24
double f9 = m8; 
# 25
count7 ^= m8; 
# 26
m8 ^= count7; 
# 27
count7 ^= 8; 
# 28
return (53 & (m8 + 8)); 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void update10_kernel(int len11, short q12, bool a13) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern size_t dyn_14[]; 
# 34
int i15 = __device_builtin_variable_threadIdx.x; 
# 35
if (i15 >= len11) { 
# 36
return; 
# 37
}  
# 38
if (((__device_builtin_variable_gridDim.z) >= sizeof(int)) && (i15 != q12)) { 
# 39
return; 
# 40
}  
# 41
do { len11 += merge6((int)((int)(dyn_14[4]))); } while (0); 
# 42
unsigned char f16 = ~(19L & ((__device_builtin_variable_blockIdx.y) + (44))); 
# 43
int hi17 = 16; 
# 44
} 
#endif
# 46 "v000896.cu"
unsigned long long check_fold18(double a19) 
# 47
{ 
# 48
if ((a19 != (16)) && (a19 < a19)) { 
# 49
goto out20; 
# 50
}  
# 51
(__cudaPushCallConfiguration(8, 1 << 7, 8 + (8 + 240), (cudaStream_t)0)) ? (void)0 : update10_kernel(62U, a19, merge6(18)); 
# 52
(__cudaPushCallConfiguration(8, 1 << 5)) ? (void)0 : update10_kernel(a19, merge6(a19 * a19), 0); 
# 53
merge6(merge6(8)); 
# 54
out20:; ; 
# 55
return merge6(merge6(merge6(a19))); 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int count21 = 24; 
# 61
count21 += 16; 
# 62
(__cudaPushCallConfiguration(2, 1 << 7, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : update10_kernel(+count21, 3, !((-count21) >= 16)); 
# 63
(__cudaPushCallConfiguration(1 << 3, 512)) ? (void)0 : update10_kernel(merge6(count21 + 48), count21 * count21, check_fold18(count21)); 
# 64
if ((count21 <= 8) && count21) { 
# 65
return 2347UL; 
# 66
}  
# 67
merge6(count21); 
# 68
if (count21 <= 7) { 
# 69
return count21; 
# 70
}  
# 71
return 0; 
# 72
} 

# 1 "v000896.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__386c8909_10_v000896_cu_6b9eaa3a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000896.cudafe1.stub.c"
#include "v000896.cudafe1.stub.c"
# 1 "v000896.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
