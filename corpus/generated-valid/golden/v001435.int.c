# 1 "v001435.cu"
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
# 7 "v001435.cu"
static void gather2(float *buf3, int stride4, int *data5, const unsigned *coef6) ;
#if 0
# 7
{ 
# 8
unsigned gid7 = __device_builtin_variable_threadIdx.x; 
# 9
float lo8 = (((*data5) * stride4) / (coef6[__device_builtin_variable_warpSize])) + (__device_builtin_variable_gridDim.z); 
# 10
static_assert((5 > 4), "size check");
# 11
int val9{(-4)}; 
# 12
} 
#endif
# 13 "v001435.cu"
enum Phase10 { LOW11, BLUE12, LOW13}; 
# 14
enum class Color14 { Blue15, Idle16, Slow17}; 
# 16
template< class T, int N> __attribute__((unused)) T 
# 17
gather18(const T *coef19) {int volatile ___ = 1;(void)coef19;
# 20
::exit(___);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) static double sh_20[256]; 
# 19
return coef19[(__device_builtin_variable_threadIdx.x) & (7)]; 
# 20
} 
#endif
# 22 "v001435.cu"
__attribute__((unused)) void kick21(int count22) {int volatile ___ = 1;(void)count22;
# 25
::exit(___);}
#if 0
# 22
{ 
# 23
count22 = (((__device_builtin_variable_threadIdx.z) & ((LOW13) ^ count22)) - (('\n') * ((int)count22))); 
# 24
bool tmp23{false}; 
# 25
} 
#endif
# 27 "v001435.cu"
inline long check_sweep24(Color14 p25, int len26) { 
# 28
if (len26 != len26) { 
# 29
goto finish27; 
# 30
}  
# 31
if (len26 & 1) { 
# 32
len26++; 
# 33
}  
# 34
len26++; 
# 35
finish27:; ; 
# 36
return (2 + (len26 + len26)) & (static_cast< unsigned>(12)); 
# 37
} 
# 39
int main() { 
# 40
int len28 = 2239; 
# 41
Phase10 idx29 = LOW11; 
# 42
if (idx29 <= (LOW13)) { 
# 43
return (idx29 + 33) + len28; 
# 44
}  
# 45
Phase10 tmp30 = LOW13; 
# 46
if (tmp30 == (LOW11)) { 
# 47
(__cudaPushCallConfiguration((len28 + 255) / 256, 64)) ? (void)0 : gather2((float *)nullptr, len28, static_cast< int *>(nullptr), (const unsigned *)nullptr); 
# 48
(--len28), (tmp30 = tmp30); 
# 49
}  
# 50
return 0; 
# 51
} 

# 1 "v001435.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1dcf589_10_v001435_cu_4e68f003
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001435.cudafe1.stub.c"
#include "v001435.cudafe1.stub.c"
# 1 "v001435.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
