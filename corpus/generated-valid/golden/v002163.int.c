# 1 "v002163.cu"
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
# 8 "v002163.cu"
__attribute__((visibility("hidden"))) void pack3_kernel(unsigned long alpha4, const unsigned *input5) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern unsigned long dyn_6[]; 
# 11
++(dyn_6[4]); 
# 12
double u7 = (sizeof(unsigned)); 
# 13
float acc8[7] = {(18.75F), (5.0F), (9.375F)}; 
# 14
int x9[7] = {}; 
# 15
if ((dyn_6[6]) <= u7) { 
# 16
return; 
# 17
}  
# 18
unsigned short w10{(25L)}; 
# 19
} 
#endif
# 20 "v002163.cu"
enum Kind11 { 
# 21
RED12, 
# 22
ADD13, 
# 23
HIGH14 = 5, 
# 24
OFF15 = 7, 
# 25
ADD16
# 26
}; 
# 27
using real17_t = float; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T, int N> static void 
# 31
__wrapper__device_stub_drift18_kernel(T &beta19, int &lane20, int &count21, real17_t *&data22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
lane20--; 
# 34
--beta19; 
# 35
lane20 ^= (((count21 += lane20), ((!data22) ? 23 : count21)) % 2); 
# 36
double flag23 = 14 + (((count21 != lane20) && ((*data22) == (HIGH14))) ? 1 : beta19); 
# 37
count21 >>= count21; 
# 38
beta19 *= (beta19 * (256 >> lane20)); 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 30 "v002163.cu"
template< class T, int N> static void 
# 31
drift18_kernel(T beta19, int lane20, int count21, real17_t *data22) 
# 32
{__wrapper__device_stub_drift18_kernel<T,N>(beta19,lane20,count21,data22);
# 39
return;}
#if 0
# 32
{ 
# 33
lane20--; 
# 34
--beta19; 
# 35
lane20 ^= (((count21 += lane20), ((!data22) ? 23 : count21)) % 2); 
# 36
double flag23 = 14 + (((count21 != lane20) && ((*data22) == (HIGH14))) ? 1 : beta19); 
# 37
count21 >>= count21; 
# 38
beta19 *= (beta19 * (256 >> lane20)); 
# 39
} 
#endif
# 41 "v002163.cu"
__attribute__((visibility("hidden"))) void fuse24(unsigned *buf25, int *dst26, int lane27, const int *input28) ;
#if 0
# 42
{ 
# 43
lane27 = lane27; 
# 44
++(*buf25); 
# 45
} 
#endif
# 52 "v002163.cu"
__attribute__((visibility("hidden"))) void map_drift30(double *data, int n) ;
#if 0
# 52
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 53 "v002163.cu"
enum class Mode31: unsigned char { Green32, Low33 = 3U, Idle34, Fast35 = 10U}; 
# 54
static int d_weigh36; 
# 56
int main() 
# 57
{ 
# 58
int n37 = 3587; 
# 59
(__cudaPushCallConfiguration((n37 + 63) / 64, 256)) ? (void)0 : map_drift30(nullptr, (n37 + n37) * 23); 
# 60
--n37; 
# 61
(__cudaPushCallConfiguration((n37 + 63) / 64, 128)) ? (void)0 : pack3_kernel((19UL % n37) + n37, (const unsigned *)nullptr); 
# 62
(__cudaPushCallConfiguration(((dim3)((n37 + 63) / 64)), 256)) ? (void)0 : drift18_kernel< float, 3> (n37, ((n37 += n37), n37) * 1494, ((n37 >> 3) > n37) ? 39L * n37 : n37, (real17_t *)nullptr); 
# 63
(__cudaPushCallConfiguration(dim3((n37 + 127) / 128, (n37 + 127) / 128, 512), 64)) ? (void)0 : fuse24(nullptr, (int *)nullptr, n37, nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v002163.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d72ae0b_10_v002163_cu_5468eb31
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002163.cudafe1.stub.c"
#include "v002163.cudafe1.stub.c"
# 1 "v002163.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
