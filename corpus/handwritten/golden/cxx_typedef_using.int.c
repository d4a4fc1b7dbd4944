# 1 "cxx_typedef_using.cu"
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
# 5 "cxx_typedef_using.cu"
typedef unsigned char u8; 
# 6
typedef unsigned short u16, *pu16; 
# 7
typedef float mat3[3][3]; 
# 8
typedef int (*binop_t)(int, int); 
# 9
typedef struct { u8 r, g, b, a; } rgba_t; 
#if 0
typedef struct CUevent_st *
# 10
cudaEvent_t; 
#endif
# 12 "cxx_typedef_using.cu"
using index_t = long long; 
# 13
using kernel_ptr = void (*)(const rgba_t *, u8 *, index_t); 
# 14
using matrix_ref = const mat3 &; 
# 16
namespace color { 
# 17
inline u8 luma(const rgba_t &c) { return (u8)(((((c.r) * 77) + ((c.g) * 150)) + ((c.b) * 29)) >> 8); } 
# 18
typedef rgba_t pixel; 
# 19
}
# 21
__attribute__((visibility("hidden"))) void to_gray(const rgba_t *in, u8 *out, index_t n) ;
#if 0
# 22
{ 
# 23
index_t i = (((index_t)(__device_builtin_variable_blockIdx.x)) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i < n) { (out[i]) = ((u8)((((((in[i]).r) * 77) + (((in[i]).g) * 150)) + (((in[i]).b) * 29)) >> 8)); }  
# 25
} 
#endif
# 27 "cxx_typedef_using.cu"
int add(int a, int b) { return a + b; } 
# 29
float trace(matrix_ref m) { return (((m[0])[0]) + ((m[1])[1])) + ((m[2])[2]); } 
# 31
int main() 
# 32
{ 
# 33
using color::luma;
# 34
using namespace color;
# 35
color::pixel px = {(10), (20), (30), (255)}; 
# 36
binop_t op = add; 
# 37
kernel_ptr k = to_gray; 
# 38
mat3 id = {{(1), (0), (0)}, {(0), (1), (0)}, {(0), (0), (1)}}; 
# 39
u16 wide = (300); 
# 40
pu16 pw = &wide; 
# 41
cudaEvent_t ev = (nullptr); 
# 42
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : to_gray(nullptr, nullptr, 32); 
# 43
return ((op(luma(px), *pw) + ((int)trace(id))) + (k != (nullptr))) + (ev == (nullptr)); 
# 44
} 

# 1 "cxx_typedef_using.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f4f5be6_20_cxx_typedef_using_cu_8e4c6f1b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_typedef_using.cudafe1.stub.c"
#include "cxx_typedef_using.cudafe1.stub.c"
# 1 "cxx_typedef_using.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
