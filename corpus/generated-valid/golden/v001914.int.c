# 1 "v001914.cu"
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
# 10 "v001914.cu"
float scale4(float beta5, double cfg6) { 
# 11
beta5 = (20.875F); 
# 12
for (int i7 = 0; i7 < 14; ++i7) { 
# 13
float prod8 = ((int)(static_cast< int>(i7))) + (i7 * (2 - i7)); 
# 14
}  
# 15
cfg6 = (42); 
# 16
cfg6 = (2); 
# 17
return (char)7; 
# 18
} 
# 20
__attribute__((visibility("hidden"))) void bump9(int lane10, int lane11) ;
#if 0
# 20
{ 
# 21
lane11 = lane10; 
# 22
float diff12{(static_cast< float>(41UL))}; 
# 23
short lim13{(0)}; 
# 24
} 
#endif
# 25 "v001914.cu"
enum class Op14 { On15, Low16}; 
# 26
enum class Level17 { Slow18, Busy19, Low20}; 
# 27
__attribute__((visibility("hidden"))) void spread21_kernel(int *buf22, int *__restrict__ buf23) ;
#if 0
# 27
{ 
# 28
for (int it24 = 0; it24 < 5; ++it24) { 
# 29
constexpr unsigned short cnt25 = (' '); 
# 30
if (float acc26 = (27UL); buf22 != (nullptr)) { 
# 31
constexpr long tmp27 = (44); 
# 32
unsigned lim28 = acc26; 
# 33
static_assert(((3 * (2 + (2 + (2 + 9)))) > 44), "size check");
# 34
} else { 
# 35
}  
# 36
}  
# 37
} 
#endif
# 38 "v001914.cu"
using idx29_t = unsigned long; 
# 39
void host_score30(int stride31) { 
# 40
if (((static_cast< float>(stride31)) - (57U)) >= stride31) { 
# 41
if ((stride31 - 63UL) <= stride31) { 
# 42
for (int i32 = 6; i32 > 0; --i32) { 
# 43
static_assert(((sizeof(float) * (16)) > (63)), "size check");
# 44
float q33(static_cast< char>(scale4(47 * stride31, i32))); 
# 45
}  
# 46
} else { if (stride31 == stride31) { }  }  
# 47
}  
# 48
} 
# 49
int main() { 
# 50
int n34 = 1266; 
# 51
(__cudaPushCallConfiguration((n34 + 255) / 256, 512, 0)) ? (void)0 : spread21_kernel(&n34, &n34); 
# 52
long long t35 = (1); 
# 53
int mid36 = sizeof(char) + ((int)t35); 
# 54
mid36 = 2846; 
# 55
(__cudaPushCallConfiguration(2 + (2 + 508), 2 + 254, 1024)) ? (void)0 : bump9(scale4(mid36, (float)53L), t35); 
# 56
return 0; 
# 57
} 

# 1 "v001914.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cf3ed252_10_v001914_cu_22d59272
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001914.cudafe1.stub.c"
#include "v001914.cudafe1.stub.c"
# 1 "v001914.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
