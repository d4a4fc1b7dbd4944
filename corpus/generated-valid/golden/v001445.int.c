# 1 "v001445.cu"
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
# 22 "v001445.cu"
namespace _GLOBAL__N__03fc2999_10_v001445_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__03fc2999_10_v001445_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__03fc2999_10_v001445_cu_main __attribute__((visibility("hidden")))  { 
# 23
void sweep9(float p10) ;
#if 0
# 23
{ 
# 24
long base11 = p10; 
# 25
base11 = ((((42ULL) - p10) + (3)) / ((double)(p10 / p10))); 
# 26
base11++; 
# 27
} 
#endif
# 28 "v001445.cu"
template< class T> 
# 29
struct Acc12 { 
# 30
T val13; 
# 31
T hi14; 
# 32
T apply15(unsigned char u16) const { 
# 33
u16 = (8); 
# 34
return 50UL ^ ((short)(hi14)); 
# 35
} 
# 36
}; 
# 37
enum class State17: short { 
# 38
Green18, 
# 39
Low19 = 4, 
# 40
Green20 = 10, 
# 41
Add21, 
# 42
On22 = 13
# 43
}; 
# 44
}
# 45
template< class T> 
# 46
struct Node23 { 
# 47
T w24; 
# 48
float w25; 
# 49
T apply26(T tmp27) const { 
# 50
Acc12< double>  r28 = {(0.875), (13.125)}; 
# 51
T t29 = ((8.0F)); 
# 52
return ((((int)t29) < (sizeof(T) / (w24))) ? (int)t29 : (sizeof(T) / (w24))); 
# 53
} 
# 54
}; 
# 55
float host_reduce30(State17 a31, bool alpha32, Acc12< double>  p33) { 
# 56
for (int j34 = (8 + 5); j34 > 0; --j34) { 
# 57
(__cudaPushCallConfiguration(1, 8 + 248, sizeof(double) * (64))) ? (void)0 : sweep9(alpha32 * 8); 
# 58
State17 diff35 = a31; 
# 59
}  
# 60
int s36[4] = {}; 
# 61
unsigned tmp37 = (8 + alpha32) / 8; 
# 62
return p33.hi14; 
# 63
} 
# 64
int main() { 
# 65
int count38 = 2913; 
# 66
switch (count38) { 
# 67
case 8:  
# 68
switch (count38 * count38) { 
# 69
case 1:  { 
# 70
auto stride39 = count38; 
# 71
break; 
# 72
} 
# 73
case 6:  
# 74
break; 
# 75
case 12:  
# 76
break; 
# 77
case 11:  { 
# 78
dim3 h40(1 << 5); 
# 79
dim3 prod41 = ((dim3)((count38 + 31) / 32)); 
# 80
break; 
# 81
} 
# 82
}  
# 83
break; 
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "v001445.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03fc2999_10_v001445_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001445.cudafe1.stub.c"
#include "v001445.cudafe1.stub.c"
# 1 "v001445.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
