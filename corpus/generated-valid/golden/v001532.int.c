# 1 "v001532.cu"
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
# 11 "v001532.cu"
static double c_shade5[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13
template< class T, class U> static void 
# 14
__wrapper__device_stub_smooth6(T *&acc7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
(acc7[0]) = (12.875); 
# 16
if (((c_shade5[7]) * (*acc7)) < 64) { 
# 17
goto finish8; 
# 18
}  
# 19
(acc7[0]) += (acc7[6]); 
# 20
(*acc7) = ((c_shade5[5]) - ((c_shade5[2]) - (c_shade5[5]))); 
# 21
if ((*acc7) == (c_shade5[0])) { 
# 22
return; 
# 23
}  
# 24
finish8:; ; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 13 "v001532.cu"
template< class T, class U> static void 
# 14
smooth6(T *acc7) {__wrapper__device_stub_smooth6<T,U>(acc7);
# 25
return;}
#if 0
# 14
{ 
# 15
(acc7[0]) = (12.875); 
# 16
if (((c_shade5[7]) * (*acc7)) < 64) { 
# 17
goto finish8; 
# 18
}  
# 19
(acc7[0]) += (acc7[6]); 
# 20
(*acc7) = ((c_shade5[5]) - ((c_shade5[2]) - (c_shade5[5]))); 
# 21
if ((*acc7) == (c_shade5[0])) { 
# 22
return; 
# 23
}  
# 24
finish8:; ; 
# 25
} 
#endif
# 27 "v001532.cu"
class Acc9 { 
# 28
double hi10; 
# 29
int vel11; 
# 30
int sum12; 
# 32
public: Acc9(double c13, int a14, int b15) : hi10(c13), vel11(a14), sum12(b15) { } 
# 33
int apply16(int q17) const { 
# 34
q17 += 54LL; 
# 35
return q17; 
# 36
} 
# 37
}; 
# 39
int main() { 
# 40
int count18 = 1016; 
# 41
count18++; 
# 42
int e19[3] = {}; 
# 43
(__cudaPushCallConfiguration(dim3((count18 + 255) / 256, 1 << (2 + (2 + (2 + 1))), (count18 + 255) / 256), 8 + (8 + 48))) ? (void)0 : smooth6< double, int> (nullptr); 
# 44
return 0; 
# 45
} 

# 1 "v001532.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7571e95_10_v001532_cu_c_shade5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001532.cudafe1.stub.c"
#include "v001532.cudafe1.stub.c"
# 1 "v001532.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
