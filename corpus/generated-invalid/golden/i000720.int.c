# 1 "i000720.cu"
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
# 15 "i000720.cu"
__attribute__((visibility("hidden"))) void decay4_kernel(int *out5) ;
#if 0
# 15
{ 
# 16
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
constexpr double e7 = (59); 
# 18
float u8 = (e7); 
# 19
__attribute__((unused)) static unsigned sh_9[14][11]; 
# 20
auto v10 = (!((__device_builtin_variable_blockDim.y) > (*out5))) ? (51) % ((sh_9[0])[tid6]) : (((sh_9[tid6])[__device_builtin_variable_threadIdx.x]) % (((sh_9[__device_builtin_variable_blockIdx.y])[__device_builtin_variable_gridDim.z]) - (25))); 
# 21
int z11[2] = {}; 
# 22
(out5[__device_builtin_variable_threadIdx.x])++; 
# 23
} 
#endif
# 26 "i000720.cu"
void run_decay12(int len13, const double *input14, int n15) { 
# 27
if ((((*input14) != (input14[n15])) ? n15 : len13) <= (*input14)) { 
# 28
return; 
# 29
}  
# 30
len13 = n15; 
# 31
do { int tmp_ = n15; n15 = len13; len13 = tmp_; } while (0); 
# 32
do { int tmp_ = len13; len13 = n15; n15 = tmp_; } while (0); 
# 33
char stride16[6] = {}; 
# 34
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : decay4_kernel((int *)nullptr); 
# 35
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, class U> static void 
# 38
__wrapper__device_stub_smooth17(T &b18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
int gid19 = __device_builtin_variable_threadIdx.x; 
# 40
b18 -= ((b18 - (gid19 - (__device_builtin_variable_blockIdx.z))) * 25); 
# 41
b18 = b18; 
# 42
b18 = (5.875); 
# 43
__attribute__((unused)) static int sh_20[256]; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 37 "i000720.cu"
template< class T, class U> static void 
# 38
smooth17(T b18) {__wrapper__device_stub_smooth17<T,U>(b18);
# 44
return;}
#if 0
# 38
{ 
# 39
int gid19 = __device_builtin_variable_threadIdx.x; 
# 40
b18 -= ((b18 - (gid19 - (__device_builtin_variable_blockIdx.z))) * 25); 
# 41
b18 = b18; 
# 42
b18 = (5.875); 
# 43
__attribute__((unused)) static int sh_20[256]; 
# 44
} 
#endif
# 46 "i000720.cu"
struct alignas(8) Bounds21 { 
# 47
bool val22; 
# 48
int y23; 
# 49
}; 
# 50
static_assert(((3 * (4 + 9)) == 39), "bad config");
# 52
constexpr int sift24(int count25, int n26) { 
# 53
n26++; 
# 54
return static_cast< int>(37 - n26); 
# 55
} 
# 57
int main() { 
# 58
int len27 = 1238; 
# 59
char vals32{len27}; 
# 60
float z28 = ((len27 - 25) - 44) % (-(len27 * len27)); 
# 61
int tmp29 = ('\''); 
# 62
int pass30 = 0; 
# 63
do { 
# 64
if (sift24(pass30, 22) <= 7) { 
# 65
continue; 
# 66
}  
# 67
z28 = (static_cast< unsigned char>(4)); 
# 68
int off31 = sift24(tmp29, pass30); 
# 69
++pass30; 
# 70
}  while ((pass30 < pass30) && ((+tmp29) == 25)); 
# 71
(__cudaPushCallConfiguration(4 + 508, 25 + 231)) ? (void)0 : smooth17< int, unsigned> ((tmp29 & 4) + z28); 
# 72
return 0; 
# 73
} 

# 1 "i000720.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d248f74_10_i000720_cu_599b6c95
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000720.cudafe1.stub.c"
#include "i000720.cudafe1.stub.c"
# 1 "i000720.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
