# 1 "v001752.cu"
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
# 7 "v001752.cu"
float fuse2(int len3, int n4) { 
# 8
++len3; 
# 9
len3 = (+(-(55 + n4))); 
# 10
int diff5 = len3; 
# 11
diff5--; 
# 12
return (diff5 + n4) - (n4 + 5); 
# 13
} 
# 15
short pack6(int len7) { 
# 16
float diff8 = len7; 
# 17
char sum9 = ((int)len7) / 52UL; 
# 18
len7++; 
# 19
return diff8 + (__alignof__(double)); 
# 20
} 
# 22
namespace _GLOBAL__N__25df4a3e_10_v001752_cu_2779632d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__25df4a3e_10_v001752_cu_2779632d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__25df4a3e_10_v001752_cu_2779632d __attribute__((visibility("hidden")))  { 
# 23
void sweep10(int *data11, const long *__restrict__ coef12, double alpha13) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern double dyn_14[]; 
# 25
int tid15 = __device_builtin_variable_threadIdx.x; 
# 26
(data11[tid15]) &= tid15; 
# 27
int mid16{(static_cast< int>(22))}; 
# 28
(dyn_14[0]) = ((4.875) + tid15); 
# 29
float *v17 = ((float *)nullptr); 
# 30
} 
#endif
# 31 "v001752.cu"
}
# 33
inline float mix18(unsigned long *__restrict__ data19) { 
# 34
auto stride20 = sizeof(unsigned short); 
# 35
unsigned long long y21 = stride20; 
# 36
auto diff22 = ((float)(data19[1])) * (((54) % (*data19)) + stride20); 
# 37
if (!((12L) <= y21)) { 
# 38
return (data19[4]) + ((2.625F) / diff22); 
# 39
}  
# 40
++(*data19); 
# 41
return 38; 
# 42
} 
# 44
double decay23(unsigned a24) { 
# 45
(__cudaPushCallConfiguration((a24 + (127)) / (128), 128, 1024, nullptr)) ? (void)0 : sweep10(nullptr, nullptr, static_cast< unsigned>(12UL * a24)); 
# 46
long long val25((1)); 
# 47
(__cudaPushCallConfiguration(64 * 2, dim3((a24 + (127)) / (128), (a24 + (63)) / (64)))) ? (void)0 : sweep10(nullptr, static_cast< const long *>(nullptr), val25); 
# 48
if ((31) != a24) { 
# 49
return a24; 
# 50
}  
# 51
return val25; 
# 52
} 
# 54
int main() { 
# 55
int size26 = 2919; 
# 56
const double acc27 = size26 / size26; 
# 57
size26 = (48U); 
# 58
return 0; 
# 59
} 

# 1 "v001752.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25df4a3e_10_v001752_cu_2779632d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001752.cudafe1.stub.c"
#include "v001752.cudafe1.stub.c"
# 1 "v001752.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
