# 1 "class_enums.cu"
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
# 5 "class_enums.cu"
enum Color { Red, Green = 5, Blue}; 
# 6
enum: long { kBig = (1L << 40)}; 
# 7
enum class Axis: unsigned char { X, Y, Z}; 
# 8
enum class Access: unsigned { None, Read, Write, Exec = (1U << 2)}; 
# 9
enum class Mode: short; 
# 10
enum class Mode: short { Fast = (-1), Accurate = 1}; 
# 12
constexpr Access operator|(Access a, Access b) { return (Access)(((unsigned)a) | ((unsigned)b)); } 
# 13
constexpr Access operator&(Access a, Access b) { return (Access)(((unsigned)a) & ((unsigned)b)); } 
# 14
constexpr bool any(Access a) { return a != Access::None; } 
# 16
struct Surface { 
# 17
enum Format { RGBA8, R32F, RG16F} format; 
# 18
Access access; 
# 19
}; 
# 21
int components(Surface::Format f) 
# 22
{ 
# 23
switch (f) { 
# 24
case Surface::RGBA8:  return 4; 
# 25
case Surface::RG16F:  return 2; 
# 26
default:  return 1; 
# 27
}  
# 28
} 
# 30
__attribute__((visibility("hidden"))) void project(float *v, Axis axis, Mode mode, int n) ;
#if 0
# 31
{ 
# 32
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (i >= n) { return; }  
# 34
int k = static_cast< int>(axis); 
# 35
(v[(3 * i) + k]) = ((mode == Mode::Fast) ? (0.0F) : ((v[(3 * i) + k]) * (0.0F))); 
# 36
} 
#endif
# 38 "class_enums.cu"
int main() 
# 39
{ 
# 40
Surface s{Surface::R32F, ((Access::Read) | (Access::Write))}; 
# 41
Color c = Blue; 
# 42
int x = c + (Green); 
# 43
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : project(nullptr, Axis::Z, Mode::Accurate, 32); 
# 44
static_assert((sizeof(Axis) == (1)), "Axis is one byte");
# 45
static_assert(((kBig) > (0)), "big enum");
# 46
return any(((s.access) & (Access::Exec))) ? 1 : (x + components(s.format)); 
# 47
} 

# 1 "class_enums.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bccff805_14_class_enums_cu_54433b3d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_enums.cudafe1.stub.c"
#include "class_enums.cudafe1.stub.c"
# 1 "class_enums.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
