# 1 "v001592.cu"
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
# 6 "v001592.cu"
static unsigned d_rank2[16]; 
# 8
__attribute__((unused)) double decay3(int count4, float p5 = -(23.375F)) {int volatile ___ = 1;(void)count4;(void)p5;
# 16
::exit(___);}
#if 0
# 8
{ 
# 9
constexpr int lim6 = ((2 * 2) * 12); 
# 10
unsigned long long idx7 = (unsigned)count4; 
# 11
for (int it8 = 0; it8 < 11; it8++) { 
# 12
(d_rank2[14]) = (sizeof(double)); 
# 13
count4 = ((it8 ^ ((__alignof__(int)) * idx7)) * (__device_builtin_variable_gridDim.x)); 
# 14
}  
# 15
return (((2) * (__device_builtin_variable_threadIdx.x)) + (4 + count4)); 
# 16
} 
#endif
# 17 "v001592.cu"
enum Axis9 { BUSY10 = 3, HIGH11, ON12, BUSY13}; 
# 19
__attribute__((visibility("hidden"))) void count14(const int *input15, const unsigned *src16, int len17) ;
#if 0
# 19
{ 
# 20
static_assert((18 > 17));
# 21
unsigned long long m18 = 56 % (*input15); 
# 22
long long t19 = (HIGH11); 
# 23
} 
#endif
# 25 "v001592.cu"
__attribute__((unused)) float smooth20(float *out21, long *data22) {int volatile ___ = 1;(void)out21;(void)data22;
# 34
::exit(___);}
#if 0
# 25
{ 
# 26
--(d_rank2[__device_builtin_variable_blockDim.x]); 
# 27
int w23{28}; 
# 28
--(out21[1]); 
# 29
if ((d_rank2[7]) - (1)) { 
# 30
return __device_builtin_variable_warpSize - (__device_builtin_variable_blockDim.y); }  
# 31
if ((*data22) <= (((2) * (__device_builtin_variable_threadIdx.x)) + w23)) { 
# 32
return ((*data22) ^ (24U)); }  
# 33
return ((~(__device_builtin_variable_threadIdx.y)) % w23) >> (ON12); 
# 34
} 
#endif
# 36 "v001592.cu"
int main() { 
# 37
int size24 = 697; 
# 38
short diff25 = size24 * (size24 + (size24 - 25)); 
# 39
if (('a') >= (size24 % size24)) { 
# 40
(__cudaPushCallConfiguration(dim3(2 * 2, (size24 + 255) / 256), 1 << ((BUSY13) + 1))) ? (void)0 : count14(&size24, (const unsigned *)nullptr, ((static_cast< char>(size24)) <= diff25) ? diff25 : ((2 * diff25) + sizeof(float))); 
# 41
if ((static_cast< int>(diff25)) == (BUSY10)) { 
# 42
return (1441 | diff25) % 19; }  
# 43
}  
# 44
return 0; 
# 45
} 

# 1 "v001592.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ade70634_10_v001592_cu_f4357981
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001592.cudafe1.stub.c"
#include "v001592.cudafe1.stub.c"
# 1 "v001592.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
