# 1 "v000898.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v000898.cu"
template< class T> static void 
# 12
__wrapper__device_stub_clamp3_kernel(const T *&in4, T *&dst5, T *&out6, float *&dst7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern float dyn_8[]; 
# 15
unsigned h9 = in4[3]; 
# 16
int y10[6] = {}; 
# 17
if ((4 > (*in4)) && (h9 > h9)) { 
# 18
goto finish11; 
# 19
}  
# 20
(dst5[6]) /= (dst5[h9 & (7)]); 
# 21
finish11:; ; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000898.cu"
template< class T> static void 
# 12
clamp3_kernel(const T *in4, T *dst5, T *out6, float *dst7) 
# 13
{__wrapper__device_stub_clamp3_kernel<T>(in4,dst5,out6,dst7);
# 22
return;}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern float dyn_8[]; 
# 15
unsigned h9 = in4[3]; 
# 16
int y10[6] = {}; 
# 17
if ((4 > (*in4)) && (h9 > h9)) { 
# 18
goto finish11; 
# 19
}  
# 20
(dst5[6]) /= (dst5[h9 & (7)]); 
# 21
finish11:; ; 
# 22
} 
#endif
# 23 "v000898.cu"
enum class Kind12 { 
# 24
Blue13, 
# 25
Add14, 
# 26
Red15, 
# 27
Slow16 = 8, 
# 28
Slow17
# 29
}; 
# 32
template< class T> 
# 33
struct Bounds18 { 
# 34
T vel19; 
# 35
void total20(T lim21) 
# 36
{ 
# 37
if (lim21 <= 22UL) { 
# 38
return; 
# 39
}  
# 40
constexpr unsigned char v22 = (59UL); 
# 41
} 
# 42
}; 
# 43
static int d_spread23; 
# 50
__attribute__((visibility("hidden"))) void map_count25(int *data, int n) ;
#if 0
# 50
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 52 "v000898.cu"
int main() 
# 53
{ 
# 54
int len26 = 3629; 
# 55
(__cudaPushCallConfiguration((len26 + 31) / 32, 128)) ? (void)0 : map_count25(&len26, 6); 
# 56
len26 -= 22; 
# 57
len26++; 
# 58
++len26; 
# 59
len26 |= ((unsigned)55U); 
# 60
(__cudaPushCallConfiguration((len26 + 63) / 64, 256 * 2)) ? (void)0 : clamp3_kernel< unsigned> (static_cast< const unsigned *>(nullptr), nullptr, (unsigned *)nullptr, (float *)nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v000898.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8b3fe3a_10_v000898_cu_d1069689
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000898.cudafe1.stub.c"
#include "v000898.cudafe1.stub.c"
# 1 "v000898.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
