# 1 "v001362.cu"
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
# 17 "v001362.cu"
enum State9 { ADD10, HIGH11}; 
# 19
struct Body12 { 
# 20
bool flag13; 
# 21
unsigned short val14; 
# 22
int mass15; 
# 23
int apply16() const 
# 24
{ 
# 25
return val14; 
# 26
} 
# 27
unsigned short apply17(char off18) const 
# 28
{ 
# 29
off18 = (~(val14)); 
# 30
State9 w19 = HIGH11; 
# 31
return (val14) / (mass15); 
# 32
} 
# 33
}; 
# 35
namespace ops20 { namespace sub21 { 
# 36
double apply22(const float *coef23) 
# 37
{ 
# 38
if ((coef23[4]) == (*coef23)) { 
# 39
return (3 + 1); 
# 40
}  
# 41
Body12 val24 = {(bool)(*coef23), static_cast< unsigned short>(coef23[6]), 5}; 
# 42
if (long m25 = val24.mass15; (((m25 += (1)), 7) + (val24.apply17(m25))) == 34) { 
# 43
m25 = 6L; 
# 44
Body12 x26 = {true, (25), (3242L)}; 
# 45
m25 = ((34) * m25); 
# 46
}  
# 47
State9 v27 = ADD10; 
# 48
return 3; 
# 49
} 
# 50
}}
# 52
__attribute__((visibility("hidden"))) void split28_kernel(float *buf29, unsigned beta30) ;
#if 0
# 53
{ 
# 54
unsigned i31 = __device_builtin_variable_threadIdx.x; 
# 55
beta30 = (*buf29); 
# 56
Body12 m32{(bool)(((buf29[i31 & (7)]) < i31) ? 0 : i31), static_cast< unsigned short>((61U) / (buf29[i31])), 7}; 
# 57
} 
#endif
# 59 "v001362.cu"
int main() 
# 60
{ 
# 61
int size33 = 2732; 
# 62
int *prod34 = (nullptr); 
# 63
(prod34[size33]) = ((int)((*prod34) * size33)); 
# 64
Body12 tmp35{true, (16U), (int)(8 + size33)}; 
# 65
(__cudaPushCallConfiguration(sizeof(int) * (4), 512)) ? (void)0 : split28_kernel((float *)nullptr, (double)ops20::sub21::apply22((const float *)nullptr)); 
# 66
return 0; 
# 67
} 

# 1 "v001362.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f9ee72f8_10_v001362_cu_12b7dcc7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001362.cudafe1.stub.c"
#include "v001362.cudafe1.stub.c"
# 1 "v001362.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
