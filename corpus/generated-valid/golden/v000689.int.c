# 1 "v000689.cu"
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
# 13 "v000689.cu"
unsigned short check_decay8(int count9, unsigned char *out10, int n11) { 
# 14
n11 = (((out10[1]) == count9) ? n11 : count9); 
# 15
if ((static_cast< float>(out10[4])) <= count9) { 
# 16
return 39U + (*out10); 
# 17
}  
# 18
(out10[1]) = (47); 
# 19
int pass12 = 0; 
# 20
do { 
# 21
++(out10[0]); 
# 22
n11 |= (5 * pass12); 
# 23
++pass12; 
# 24
} while (pass12 < pass12); 
# 25
return 1419UL << n11; 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void grow13(long q14, int *data15, const int *input16) ;
#if 0
# 28
{ 
# 29
unsigned tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (tid17 >= q14) { 
# 31
return; 
# 32
}  
# 33
++q14; 
# 34
if ((*input16) >= 30) { 
# 35
return; 
# 36
}  
# 37
(*data15) |= (input16[tid17]); 
# 38
} 
#endif
# 40 "v000689.cu"
inline unsigned run_sift18(int *dst19, unsigned *acc20) { 
# 41
if ((static_cast< float>(dst19[1])) < (49L)) { 
# 42
return check_decay8(16 * 16, nullptr, sizeof(int)); 
# 43
}  
# 44
(__cudaPushCallConfiguration(2 * 2, 256, sizeof(double) * (32), 0)) ? (void)0 : grow13((acc20[3]) * (check_decay8(-23, nullptr, 64)), dst19, dst19); 
# 45
(acc20[5]) *= (dst19[3]); 
# 46
if ((check_decay8(*acc20, nullptr, dst19[7])) < (*dst19)) { 
# 47
return check_decay8(59, nullptr, 22); 
# 48
}  
# 49
(acc20[2]) += (((((dst19[3]) > (*dst19)) ? dst19[3] : (*dst19)) * (check_decay8(acc20[0], nullptr, 22))) - (acc20[6])); 
# 50
return (acc20[2]) - (4275); 
# 51
} 
# 53
int main() { 
# 54
int count21 = 2142; 
# 55
++count21; 
# 56
count21 %= sizeof(int); 
# 57
run_sift18(static_cast< int *>(nullptr), nullptr); 
# 58
count21 &= 45ULL; 
# 59
count21 = (49 * ((count21 * count21) | ((short)count21))); 
# 60
return 0; 
# 61
} 

# 1 "v000689.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6765d19f_10_v000689_cu_d354c2ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000689.cudafe1.stub.c"
#include "v000689.cudafe1.stub.c"
# 1 "v000689.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
