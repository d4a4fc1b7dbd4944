# 1 "v001687.cu"
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
# 13 "v001687.cu"
template< class T> 
# 14
struct Node4 { 
# 15
T vel5; 
# 16
signed char mass6; 
# 17
T y7; 
# 18
void total8(int u9) 
# 19
{ 
# 20
Node4 v10 = Node4{static_cast< T>(mass6), (static_cast< signed char>(39)), ((T)46)}; 
# 21
} 
# 22
}; 
# 23
static int c_gather11; 
# 25
struct alignas(8) Sample12 { 
# 26
double lo13; 
# 27
int w14; 
# 28
signed char weight15; 
# 29
}; 
# 31
struct alignas(16) Sample16 { 
# 32
float flag17; 
# 33
float w18; 
# 34
unsigned lo19; 
# 35
long hi20; 
# 36
}; 
# 39
void split21(double alpha22, int n23) 
# 40
{ 
# 41
Node4< double>  x24 = {(1.0), (60), (2UL)}; 
# 42
for (int it25 = 0; it25 < 3; ++it25) { 
# 43
x24 = x24; }  
# 44
if (!(n23 > alpha22)) { 
# 45
return; }  
# 46
n23 = (-1L); 
# 47
} 
# 48
static short d_sweep26[4]; 
# 50
__attribute__((visibility("hidden"))) void stencil27(unsigned *buf28) ;
#if 0
# 51
{ 
# 52
int tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
split21((10.25), 34); 
# 54
(d_sweep26[3]) = ((buf28[c_gather11]) % sizeof(int)); 
# 55
for (int n30 = 0; n30 < 8; n30++) { 
# 56
(d_sweep26[3])++; 
# 57
split21(62L, tid29); 
# 58
__attribute__((unused)) static unsigned char sh_31; 
# 59
}  
# 60
} 
#endif
# 62 "v001687.cu"
int main() 
# 63
{ 
# 64
int size32 = 2808; 
# 65
(__cudaPushCallConfiguration(((dim3)(4)), 64, 0)) ? (void)0 : stencil27(nullptr); 
# 66
unsigned prod33 = size32; 
# 67
size32 = prod33; 
# 68
(__cudaPushCallConfiguration((size32 + 31) / 32, 32)) ? (void)0 : stencil27(nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001687.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__21cdad18_10_v001687_cu_76a1788d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001687.cudafe1.stub.c"
#include "v001687.cudafe1.stub.c"
# 1 "v001687.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
