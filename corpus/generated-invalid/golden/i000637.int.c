# 1 "i000637.cu"
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
# 13 "i000637.cu"
struct Particle6 { 
# 14
short y7; 
# 15
int x8; 
# 16
short reset9(int y10) const 
# 17
{ 
# 18
y10 = (y7); 
# 19
return (y10 < y10) ? 48UL : (x8); 
# 20
} 
# 21
}; 
# 23
inline Particle6 operator+(Particle6 a, Particle6 b) 
# 24
{ 
# 25
Particle6 r = a; 
# 26
(r.y7) += (b.y7); 
# 27
(r.x8) += (b.x8); 
# 28
return r; 
# 29
} 
# 31
struct Particle11 { 
# 32
int vel12; 
# 33
double w13; 
# 34
bool count14; 
# 35
int id15; 
# 36
}; 
# 38
__attribute__((visibility("hidden"))) void decay16_kernel(const float *input17) ;
#if 0
# 39
{ 
# 40
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (unsigned prod19 = *input17; ((28) < ((__device_builtin_variable_threadIdx.y) * (64))) && (!input17)) { 
# 42
float *q20 = const_cast< float *>(input17); 
# 43
} else { 
# 44
__attribute__((unused)) static unsigned sh_21; 
# 45
}  
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "i000637.cu"
template< class T> static void 
# 48
__wrapper__device_stub_fill_kernel26(T &value, T *&out) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 47 "i000637.cu"
template< class T> static void 
# 48
fill_kernel26(T value, T *out) 
# 49
{__wrapper__device_stub_fill_kernel26<T>(value,out);
# 51
return;}
#if 0
# 49
{ 
# 50
(out[__device_builtin_variable_threadIdx.x]) = value; 
# 51
} 
#endif
# 53 "i000637.cu"
int main() 
# 54
{ 
# 55
int n22 = 1256; 
# 56
struct Local27 { 
# 57
int a; 
# 58
}; 
# 59
Local27 item28 = {1}; 
# 60
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : fill_kernel26(item28, (Local27 *)nullptr); 
# 61
(__cudaPushCallConfiguration(512, 1 << (2 + 3))) ? (void)0 : decay16_kernel((const float *)nullptr); 
# 62
dim3 lo23 = dim3(1 << 6, 1 << (2 + 7)); 
# 63
constexpr float e24 = (52LL); 
# 64
n22 = (n22 & 15); 
# 65
static_assert((sizeof(int) == (4)));
# 66
int r25((n22 * n22) + n22); 
# 67
return 0; 
# 68
} 

# 1 "i000637.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__26cf4dd8_10_i000637_cu_65e9a3ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000637.cudafe1.stub.c"
#include "i000637.cudafe1.stub.c"
# 1 "i000637.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
