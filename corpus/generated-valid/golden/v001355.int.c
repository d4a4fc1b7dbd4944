# 1 "v001355.cu"
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
# 17 "v001355.cu"
inline unsigned sift6(float p7) 
# 18
{ 
# 19
double r8 = p7; 
# 20
if (r8 != r8) { 
# 21
r8 = ((2648) - r8); 
# 22
int base9 = 56; 
# 23
int z10 = r8; 
# 24
}  
# 25
return 3; 
# 26
} 
# 28
static void clamp11_kernel(const int *__restrict__ input12, int n13, int len14, int stride15) ;
#if 0
# 29
{ 
# 30
double *base16 = ((double *)nullptr); 
# 31
if ((input12[6]) <= (*base16)) { 
# 32
return; }  
# 33
if ((~stride15) & 1) { 
# 34
return; }  
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v001355.cu"
template< class T> static void 
# 38
__wrapper__device_stub_grow17(T &alpha18, T &b19, unsigned long &p20, int *&buf21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
T *prod22 = (nullptr); 
# 41
T mid23 = b19; 
# 42
--alpha18; 
# 43
__attribute__((unused)) static int sh_24[1 << (3 + 4)]; 
# 44
double off25 = sh_24[105]; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001355.cu"
template< class T> static void 
# 38
grow17(T alpha18, T b19, unsigned long p20, int *buf21) 
# 39
{__wrapper__device_stub_grow17<T>(alpha18,b19,p20,buf21);
# 45
return;}
#if 0
# 39
{ 
# 40
T *prod22 = (nullptr); 
# 41
T mid23 = b19; 
# 42
--alpha18; 
# 43
__attribute__((unused)) static int sh_24[1 << (3 + 4)]; 
# 44
double off25 = sh_24[105]; 
# 45
} 
#endif
# 46 "v001355.cu"
static double c_decay26[4]; 
# 47
typedef float *ptr27_t; 
# 49
__attribute__((visibility("hidden"))) void accum28(double beta29, int *__restrict__ dst30, float b31, const long *in32) ;
#if 0
# 50
{ 
# 51
if (((*dst30) - beta29) == (('\t') << (*in32))) { 
# 52
auto sum33 = ((34 ^ (dst30[4])) / (*in32)) * ((41) & ((in32[6]) % (in32[2]))); 
# 53
}  
# 54
unsigned cnt34 = *dst30; 
# 55
short tmp35 = (3) * (cnt34 & (cnt34 % (3))); 
# 56
} 
#endif
# 57 "v001355.cu"
using real36_t = float; 
# 59
int main() 
# 60
{ 
# 61
int count37 = 1733; 
# 62
(__cudaPushCallConfiguration(1 << 3, dim3((count37 + 255) / 256, (count37 + 31) / 32, 1 << 2), sizeof(float) * (128), 0)) ? (void)0 : grow17< unsigned> (17 - (count37 * count37), (3) * (count37 & sizeof(real36_t)), 41 % count37, static_cast< int *>(nullptr)); 
# 63
unsigned short flag38 = (1505); 
# 64
(__cudaPushCallConfiguration(dim3(2, (count37 + 63) / 64, 64), dim3((count37 + 63) / 64, (count37 + 63) / 64, (count37 + 63) / 64), sizeof(int) * (256))) ? (void)0 : clamp11_kernel(nullptr, 18, (44LL + count37) - (15 >> flag38), flag38); 
# 65
(__cudaPushCallConfiguration((count37 + 31) / 32, 128 * (3 + 1), 3 + (8 + 245))) ? (void)0 : accum28((3.25F) / count37, (int *)nullptr, flag38, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v001355.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23993091_10_v001355_cu_0cc3b176
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001355.cudafe1.stub.c"
#include "v001355.cudafe1.stub.c"
# 1 "v001355.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
