# 1 "v000394.cu"
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
# 16 "v000394.cu"
namespace _GLOBAL__N__f8a2b141_10_v000394_cu_d5130dd2 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__f8a2b141_10_v000394_cu_d5130dd2; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__f8a2b141_10_v000394_cu_d5130dd2 __attribute__((visibility("hidden")))  { 
# 17
enum Color6: int { BUSY7, BLUE8, GREEN9, RED10}; 
# 18
}
# 19
__attribute__((visibility("hidden"))) void score11_kernel(int count12, int len13, float beta14) ;
#if 0
# 20
{ 
# 21
char tmp15 = len13 & ((long)(60 - count12)); 
# 22
if (len13 > (33 * count12)) { 
# 23
tmp15 |= (tmp15 | (__device_builtin_variable_threadIdx.x)); 
# 24
}  
# 25
constexpr int x16 = (3 * (1 << 2)); 
# 26
if ((len13 | (__device_builtin_variable_threadIdx.z)) >= (1)) { 
# 27
return; 
# 28
}  
# 29
beta14++; 
# 30
char y17 = (x16); 
# 31
} 
#endif
# 32 "v000394.cu"
const char *g_tally18 = ("path\\to"); 
# 33
static_assert((((GREEN9) + ((GREEN9) + (7 + 42))) > 52), "tile must fit");
# 34
template< class T, class U> T 
# 35
merge19(U p20) 
# 36
{ 
# 37
--p20; 
# 38
int iter21 = 0; 
# 39
do { 
# 40
p20 = ((int)59); 
# 41
U r22 = (((iter21 + iter21) & 38) > sizeof(int)) ? (iter21 + iter21) & 38 : sizeof(int); 
# 42
++iter21; 
# 43
} while ((iter21 < iter21) && ((25U <= p20) || (p20 >= p20))); 
# 44
p20 = iter21; 
# 45
Color6 r23 = RED10; 
# 46
return BUSY7; 
# 47
} 
# 48
static void check_warp24(int n25, int n26 = 47U) 
# 49
{ 
# 50
n25 >>= 2; 
# 51
if ((sizeof(short) > (g_tally18[1])) && (n25 < 17)) { 
# 52
return; 
# 53
}  
# 54
constexpr long e27 = (30); 
# 55
n26 += 3103; 
# 56
} 
# 57
int main() 
# 58
{ 
# 59
int len28 = 2676; 
# 60
const char *idx29 = ("kernel\n"); 
# 61
const char *f30 = ("a\tb"); 
# 62
double e31 = (idx29[1]) - len28; 
# 63
(__cudaPushCallConfiguration((len28 + 127) / 128, (GREEN9) + 126)) ? (void)0 : score11_kernel(e31, BLUE8, -(5.75F)); 
# 64
return 0; 
# 65
} 

# 1 "v000394.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8a2b141_10_v000394_cu_d5130dd2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000394.cudafe1.stub.c"
#include "v000394.cudafe1.stub.c"
# 1 "v000394.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
