# 1 "i000032.cu"
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
# 16 "i000032.cu"
template< class T, int N = 5> __attribute__((unused)) unsigned 
# 17
march7(const T *__restrict__ in8, bool b9, const int *coef10) {int volatile ___ = 1;(void)in8;(void)b9;(void)coef10;
# 23
::exit(___);}
#if 0
# 17
{ 
# 18
int u11 = b9; 
# 19
b9 = ((in8[u11 & 7]) + N); 
# 20
b9 = (((*coef10) * ((coef10[0]) - 2)) >= (*coef10)); 
# 21
++u11; 
# 22
return ((sizeof(int) * b9) + (in8[6])) - (56L >> (u11 + 16)); 
# 23
} 
#endif
# 25 "i000032.cu"
__attribute__((unused)) inline void tile12(const float *in13, unsigned q14) {int volatile ___ = 1;(void)in13;(void)q14;
# 33
::exit(___);}
#if 0
# 25
{ 
# 26
q14 = ((unsigned)(*in13)); 
# 27
march7< double, 5> ((const double *)nullptr, 0, reinterpret_cast< const int *>(in13)); 
# 28
if (!q14) { 
# 29
return; 
# 30
}  
# 31
q14 = march7< int, 4> (reinterpret_cast< const int *>(in13), (q14 | q14) < march7< int, 5> (reinterpret_cast< const int *>(in13), q14 != 16UL, reinterpret_cast< const int *>(in13)), reinterpret_cast< const int *>(in13)); 
# 32
auto f15 = q14; 
# 33
} 
#endif
# 35 "i000032.cu"
__attribute__((visibility("hidden"))) void bump16(unsigned *__restrict__ dst17, float *out18, int len19, int *__restrict__ data20) ;
#if 0
# 35
{ 
# 36
for (int j21 = 0; j21 < len19; j21++) { 
# 37
march7< double, 6> ((const double *)nullptr, march7< int, 5> (&len19, 24 >> len19, nullptr) == (len19 - (data20[2])), reinterpret_cast< const int *>(out18)); 
# 38
const short lim22 = (64); 
# 39
}  
# 40
march7(reinterpret_cast< const float *>(data20), (march7< float, 5> (reinterpret_cast< const float *>(dst17), 16 <= (data20[len19]), reinterpret_cast< const int *>(out18)) == (40)) && ((dst17 != (nullptr)) || (!dst17)), data20); 
# 41
tile12(nullptr, 256); 
# 42
if (len19 < (out18[len19 & 7])) { 
# 43
return; 
# 44
}  
# 45
unsigned long long e23 = len19 / 256; 
# 46
} 
#endif
# 47 "i000032.cu"
__attribute((global)) int misplaced25; 
# 49
int main() { 
# 50
int size24 = 484; 
# 51
++size24; 
# 52
size24 = size24; 
# 53
(__cudaPushCallConfiguration(10 + (128 + 374), 16 * 2, 0)) ? (void)0 : bump16((unsigned *)nullptr, nullptr, 256, &size24); 
# 54
return 0; 
# 55
} 

# 1 "i000032.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7485ef7_10_i000032_cu_b01aed88
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000032.cudafe1.stub.c"
#include "i000032.cudafe1.stub.c"
# 1 "i000032.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
