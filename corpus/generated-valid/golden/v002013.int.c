# 1 "v002013.cu"
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
# 21 "v002013.cu"
static void merge6_kernel(int count7, int len8) ;
#if 0
# 21
{ 
# 22
unsigned gid9 = __device_builtin_variable_threadIdx.x; 
# 23
count7 = ('0'); 
# 24
len8--; 
# 25
if ((gid9 >= gid9) || (count7 != count7)) { 
# 26
return; }  
# 27
double z10[5] = {((6.75F)), static_cast< double>(count7 % len8)}; 
# 28
if (count7 == (z10[1])) { 
# 29
return; }  
# 30
len8 = (44ULL); 
# 31
char val11[4] = {}; 
# 32
} 
#endif
# 34 "v002013.cu"
void host_norm12(unsigned short a13, unsigned *out14, const int *__restrict__ src15) { 
# 35
(__cudaPushCallConfiguration(4, 5 + 123)) ? (void)0 : merge6_kernel(src15[a13], src15[a13]); 
# 36
(__cudaPushCallConfiguration(32, 5 + 507, 0)) ? (void)0 : merge6_kernel(24, ((src15[a13]) + (*src15)) * ((float)(src15[a13]))); 
# 37
size_t sum16[8]{36UL, (28), ('#'), 4UL, (4407U), (44), (' '), (static_cast< size_t>(28))}; 
# 38
(__cudaPushCallConfiguration(128 * 4, 512, 5 + 251)) ? (void)0 : merge6_kernel(out14[a13], a13 / (*src15)); 
# 39
} 
# 41
int main() { 
# 42
int size17 = 299; 
# 43
if (25 < size17) { 
# 44
return size17; }  
# 45
int z18[4] = {4648}; 
# 46
auto op21 = [=](unsigned e19, float hi20)->unsigned { 
# 47
e19--; 
# 48
host_norm12((long)(e19 * (size17)), &e19, static_cast< const int *>(nullptr)); 
# 49
return hi20 / (size17); 
# 50
} ; typedef decltype(op21) __T0;
# 51
(__cudaPushCallConfiguration(2, 128, 0, 0)) ? (void)0 : merge6_kernel(op21(size17, z18[size17]) + op21(z18[2], (6.0F)), (-(z18[0])) * (size17 / 5)); 
# 52
(__cudaPushCallConfiguration((size17 + 31) / 32, 32, 1024)) ? (void)0 : merge6_kernel((z18[size17]) + size17, (char)(z18[size17])); 
# 53
return 0; 
# 54
} 

# 1 "v002013.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__440ea1be_10_v002013_cu_3aca4207
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002013.cudafe1.stub.c"
#include "v002013.cudafe1.stub.c"
# 1 "v002013.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
