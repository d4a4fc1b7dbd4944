# 1 "constexpr_relaxed_device.cu"
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
# 5 "constexpr_relaxed_device.cu"
constexpr float deg2rad(float d) { return d * (0.017453292F); } 
# 6
constexpr int ipow(int b, int e) { return (e == 0) ? 1 : (b * ipow(b, e - 1)); } 
# 8
struct Grid { 
# 9
int nx, ny; 
# 10
constexpr Grid(int x, int y) : nx(x), ny(y) { } 
# 11
constexpr int cells() const { return (nx) * (ny); } 
# 12
constexpr int index(int x, int y) const { return (y * (nx)) + x; } 
# 13
}; 
# 15
template< class T> constexpr T 
# 16
lerp(T a, T b, T t) { return a + (t * (b - a)); } 
# 18
__attribute__((visibility("hidden"))) void rotate_field(float *angle, int nx, int ny) ;
#if 0
# 19
{ 
# 20
const Grid g(nx, ny); 
# 21
int x = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
int y = ((__device_builtin_variable_blockIdx.y) * (__device_builtin_variable_blockDim.y)) + (__device_builtin_variable_threadIdx.y); 
# 23
if ((x < (g.nx)) && (y < (g.ny))) { 
# 24
int i = g.index(x, y); 
# 25
(angle[i]) = (lerp(angle[i], deg2rad((90.0F)), (0.5F)) + ((float)ipow(2, 3))); 
# 26
}  
# 27
} 
#endif
# 29 "constexpr_relaxed_device.cu"
int main() 
# 30
{ 
# 31
constexpr Grid g(64, 32); 
# 32
static_assert((g.cells() == 2048), "grid size");
# 33
(__cudaPushCallConfiguration(dim3(4, 2), dim3(16, 16))) ? (void)0 : rotate_field(nullptr, g.nx, g.ny); 
# 34
return ipow(3, 2) - 9; 
# 35
} 

# 1 "constexpr_relaxed_device.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97cb7829_27_constexpr_relaxed_device_cu_f985b887
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_relaxed_device.cudafe1.stub.c"
#include "constexpr_relaxed_device.cudafe1.stub.c"
# 1 "constexpr_relaxed_device.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
