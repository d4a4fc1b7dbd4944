# 1 "v000059.cu"
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
# 8 "v000059.cu"
typedef unsigned idx4_t; 
# 10
__attribute__((visibility("hidden"))) void accum5(int n6, int n7, int len8, unsigned short *acc9) ;
#if 0
# 10
{ 
# 11
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (gid10 >= n6) { 
# 13
return; }  
# 14
long long q11 = gid10; 
# 15
double idx12 = (sizeof(float)); 
# 16
} 
#endif
# 18 "v000059.cu"
__attribute__((visibility("hidden"))) void march13(float p14, char q15) ;
#if 0
# 18
{ 
# 19
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
p14++; 
# 21
q15 = ((((+(__device_builtin_variable_threadIdx.y)) != (27)) && (!(i16 >= i16))) ? p14 : (__device_builtin_variable_threadIdx.x)); 
# 22
constexpr int val17 = 61; 
# 23
float m18 = q15; 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 26 "v000059.cu"
template< class T, class U> __attribute__((unused)) static T 
# 27
spread19(U b20) {int volatile ___ = 1;(void)b20;
# 36
::exit(___);}
#if 0
# 27
{ 
# 28
T k21 = ((3.5) + (b20 * 32)) / 4; 
# 29
++k21; 
# 30
k21 = (__device_builtin_variable_blockDim.x); 
# 31
--b20; 
# 32
double off22 = b20; 
# 33
__attribute__((unused)) static short sh_23[128]; 
# 34
++off22; 
# 35
return b20; 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000059.cu"
extern "C" __attribute__((visibility("hidden"))) void accum24_kernel(double *data25) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern signed char dyn_26[]; 
# 40
int i27 = __device_builtin_variable_threadIdx.x; 
# 41
(dyn_26[i27])++; 
# 42
const float *hi28 = (nullptr); 
# 43
} 
#endif
# 45 "v000059.cu"
float host_lerp29(float cfg30, const unsigned char *coef31) { 
# 46
cfg30 = (5U); 
# 47
if ((cfg30 + cfg30) == (*coef31)) { 
# 48
return (12.5F); }  
# 49
--cfg30; 
# 50
return (((cfg30 + (4)) + cfg30) + (sizeof(idx4_t) ^ ((cfg30 != (32)) ? 8L : 4403L))); 
# 51
} 
# 53
int main() { 
# 54
int count32 = 3330; 
# 55
--count32; 
# 56
count32 = (count32 - ((count32 + count32) + (8 - count32))); 
# 57
(__cudaPushCallConfiguration(sizeof(unsigned), 16 * 16)) ? (void)0 : accum5(host_lerp29(host_lerp29(count32, (const unsigned char *)nullptr), nullptr), host_lerp29(32, (const unsigned char *)nullptr), 52, nullptr); 
# 58
(__cudaPushCallConfiguration(2, 32 + 32, 0, nullptr)) ? (void)0 : march13(35, 127); 
# 59
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : accum24_kernel(nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v000059.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__49acf633_10_v000059_cu_843e1e51
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000059.cudafe1.stub.c"
#include "v000059.cudafe1.stub.c"
# 1 "v000059.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
