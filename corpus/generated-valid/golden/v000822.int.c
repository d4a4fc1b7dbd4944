# 1 "v000822.cu"
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
# 17 "v000822.cu"
__attribute__((visibility("hidden"))) void mix4(int *__restrict__ data5) ;
#if 0
# 18
{ 
# 19
(data5[2]) &= ((19 - ((*data5) + (*data5))) - 41); 
# 20
int iter6 = 0; 
# 21
do { 
# 22
(data5[iter6]) = iter6; 
# 23
++iter6; 
# 24
} while ((iter6 < 11) && ((data5[iter6 & 7]) == (*data5))); 
# 25
++(data5[7]); 
# 26
} 
#endif
# 28 "v000822.cu"
__attribute__((visibility("hidden"))) void update7_kernel(const float *in8, float *__restrict__ data9, int count10, unsigned b11) ;
#if 0
# 29
{ 
# 30
for (int n12 = 3; n12 > 0; --n12) { 
# 31
b11 = b11; 
# 32
int pass13 = 0; 
# 33
do { 
# 34
if (((*data9) - (54)) == ((b11 != (in8[1])) ? count10 : count10)) { 
# 35
unsigned long u14 = sizeof(int); 
# 36
long base15 = (b11 >= (19)) ? 48LL : (4); 
# 37
}  
# 38
++pass13; 
# 39
} while ((pass13 < pass13) && (n12 >= b11)); 
# 40
char r16 = (19); 
# 41
}  
# 42
} 
#endif
# 44 "v000822.cu"
int main() 
# 45
{ 
# 46
int size17 = 2224; 
# 47
int s18 = (46U); 
# 48
(__cudaPushCallConfiguration((size17 + 127) / 128, 1 << 6, 19 + 1005)) ? (void)0 : update7_kernel(static_cast< const float *>(nullptr), static_cast< float *>(nullptr), 38UL, (s18 * s18) >> (sizeof(unsigned) | s18)); 
# 49
(__cudaPushCallConfiguration(1, 256, 19 + 4077)) ? (void)0 : mix4(nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v000822.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c0de2f4f_10_v000822_cu_f05cbc69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000822.cudafe1.stub.c"
#include "v000822.cudafe1.stub.c"
# 1 "v000822.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
