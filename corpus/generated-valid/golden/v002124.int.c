# 1 "v002124.cu"
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
# 5 "v002124.cu"
struct Node1 { 
# 6
float lo2, count3; 
# 7
}; 
# 9
Node1 operator+(Node1 a, Node1 b) 
# 10
{ 
# 11
Node1 r = a; 
# 12
(r.lo2) += (b.lo2); 
# 13
(r.count3) += (b.count3); 
# 14
return r; 
# 15
} 
# 17
long long filter4(int stride5) 
# 18
{ 
# 19
stride5 >>= stride5; 
# 20
int pass6 = 0; 
# 21
if ((stride5 += 19), stride5) { 
# 22
goto done10; 
# 23
}  
# 24
while (pass6 < pass6) { 
# 25
if (pass6 <= stride5) { 
# 26
for (int n7 = 0, j8 = 8; n7 < j8; (++n7), (--j8)) { 
# 27
stride5 = (11 + j8); 
# 28
long long prod9 = +(32 - j8); 
# 29
}  
# 30
}  
# 31
++pass6; 
# 32
}  
# 33
(stride5++), (stride5 = pass6); 
# 34
done10:; ; 
# 35
return pass6; 
# 36
} 
# 38
static void scale11_kernel(int *dst12) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern int dyn_13[]; 
# 41
int idx14 = __device_builtin_variable_threadIdx.x; 
# 42
if (!((__device_builtin_variable_threadIdx.y) <= (dyn_13[idx14]))) { 
# 43
goto out15; 
# 44
}  
# 45
if ((((dyn_13[idx14]) * idx14) + (__device_builtin_variable_gridDim.x)) < (39)) { 
# 46
if (((__device_builtin_variable_threadIdx.z) == (22)) || (idx14 >= (dyn_13[idx14]))) { 
# 47
return; }  
# 48
(dyn_13[3]) ^= idx14; 
# 49
}  
# 50
out15:; ; 
# 51
} 
#endif
# 53 "v002124.cu"
int main() 
# 54
{ 
# 55
int size16 = 2736; 
# 56
if ((size16 + size16) >= 26) { 
# 57
return 28; }  
# 58
double prod17 = (-(16.5)); 
# 59
prod17 /= (13 >> (-(size16 + size16))); 
# 60
int sum18[5] = {}; 
# 61
(__cudaPushCallConfiguration((size16 + 63) / 64, 64, 0, nullptr)) ? (void)0 : scale11_kernel(sum18); 
# 62
(__cudaPushCallConfiguration(2 * 16, 32, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : scale11_kernel(sum18); 
# 63
return 0; 
# 64
} 

# 1 "v002124.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55253072_10_v002124_cu_ec2f84c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002124.cudafe1.stub.c"
#include "v002124.cudafe1.stub.c"
# 1 "v002124.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
