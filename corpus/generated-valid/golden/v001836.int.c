# 1 "v001836.cu"
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
# 6 "v001836.cu"
static unsigned d_fold2[16]; 
# 7
__attribute__((visibility("hidden"))) void split3(double alpha4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) static unsigned sh_5; 
# 10
const int cnt6 = (12UL); 
# 11
constexpr bool w7 = (1); 
# 12
(d_fold2[8]) = ((54L) + alpha4); 
# 13
char w8 = (15); 
# 14
double flag9[6] = {}; 
# 15
} 
#endif
# 16 "v001836.cu"
static int d_probe10[64]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T> static void 
# 18
__wrapper__device_stub_fold11(T &a12, T *&dst13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
a12 = (41 + ((d_probe10[43]) * a12)); 
# 21
--(dst13[5]); 
# 22
(d_probe10[62]) = ((((d_fold2[6]) | 57UL) != (23)) ? -(d_probe10[43]) : (d_probe10[46])); 
# 23
(d_probe10[41]) = (((d_probe10[16]) & (d_probe10[10])) * (a12 * 1)); 
# 24
(d_probe10[47]) = 33; 
# 25
if (a12 > (d_probe10[37])) { 
# 26
return; }  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 17 "v001836.cu"
template< class T> static void 
# 18
fold11(T a12, T *dst13) 
# 19
{__wrapper__device_stub_fold11<T>(a12,dst13);
# 27
return;}
#if 0
# 19
{ 
# 20
a12 = (41 + ((d_probe10[43]) * a12)); 
# 21
--(dst13[5]); 
# 22
(d_probe10[62]) = ((((d_fold2[6]) | 57UL) != (23)) ? -(d_probe10[43]) : (d_probe10[46])); 
# 23
(d_probe10[41]) = (((d_probe10[16]) & (d_probe10[10])) * (a12 * 1)); 
# 24
(d_probe10[47]) = 33; 
# 25
if (a12 > (d_probe10[37])) { 
# 26
return; }  
# 27
} 
#endif
# 28 "v001836.cu"
constexpr inline int RADIUS14 = 256; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 29
__attribute__((unused)) static float probe15(int n16, int lane17, const double *coef18) 
# 30
{int volatile ___ = 1;(void)n16;(void)lane17;(void)coef18;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
for (unsigned off19 : d_fold2) { 
# 32
(d_fold2[off19]) = (((3639 + (d_probe10[lane17])) + (RADIUS14 + lane17)) ^ n16); }  
# 33
(d_probe10[1])--; 
# 34
return ((RADIUS14 | lane17) * RADIUS14) - RADIUS14; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001836.cu"
struct __attribute((aligned(8))) Node20 { 
# 37
signed char sum21; 
# 38
int vel22; 
# 39
float z23; 
# 40
bool x24; 
# 41
}; 
# 42
int main() 
# 43
{ 
# 44
int n25 = 3241; 
# 45
if (n25 >= n25) { 
# 46
n25 = n25; 
# 47
static_assert((sizeof(int) == (4)));
# 48
}  
# 49
(__cudaPushCallConfiguration(8 * 2, 128)) ? (void)0 : split3(-(n25 * n25)); 
# 50
(__cudaPushCallConfiguration((n25 + 127) / 128, sizeof(unsigned) * (32), sizeof(int) * (64))) ? (void)0 : fold11< int> (((n25 += 53), RADIUS14), &n25); 
# 51
return 0; 
# 52
} 

# 1 "v001836.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d4ab9a1c_10_v001836_cu_2e49c1ee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001836.cudafe1.stub.c"
#include "v001836.cudafe1.stub.c"
# 1 "v001836.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
