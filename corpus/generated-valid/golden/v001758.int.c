# 1 "v001758.cu"
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
# 15 "v001758.cu"
namespace _GLOBAL__N__4a62aa5a_10_v001758_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__4a62aa5a_10_v001758_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__4a62aa5a_10_v001758_cu_main __attribute__((visibility("hidden")))  { 
# 16
static void bump7(int lane8, const int *input9, int count10, int *data11) ;
#if 0
# 17
{ 
# 18
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 19
if (i12 >= lane8) { 
# 20
return; 
# 21
}  
# 22
__attribute__((unused)) static unsigned sh_13[32 * 2]; 
# 23
__attribute__((unused)) static int sh_14[2 * 8]; 
# 24
lane8 = 36; 
# 25
static_assert((2 == 2), "expected value");
# 26
float f15 = ((__device_builtin_variable_gridDim.z) * count10) * (15.0F); 
# 27
} 
#endif
# 28 "v001758.cu"
enum State16 { 
# 29
HIGH17, 
# 30
BUSY18, 
# 31
ON19, 
# 32
OFF20, 
# 33
ADD21
# 34
}; 
# 35
enum State22 { GREEN23 = 1, BLUE24, ADD25}; 
# 36
}
# 38
namespace _GLOBAL__N__4a62aa5a_10_v001758_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__4a62aa5a_10_v001758_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__4a62aa5a_10_v001758_cu_main __attribute__((visibility("hidden")))  { 
# 39
inline int tally26(int len27, int lane28 = -1420) 
# 40
{ 
# 41
len27++; 
# 42
--lane28; 
# 43
lane28 = lane28; 
# 44
len27--; 
# 45
double res29 = lane28 - (BUSY18); 
# 46
bool q30(((int)len27) > len27); 
# 47
return lane28; 
# 48
} 
# 50
void relax31(const int *coef32, unsigned *buf33, long long beta34) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_35[]; 
# 53
int i36 = __device_builtin_variable_threadIdx.x; 
# 54
tally26(tally26(ON19, static_cast< signed char>(dyn_35[beta34]))); 
# 55
unsigned char z37[4] = {}; 
# 56
State22 lim38 = BLUE24; 
# 57
} 
#endif
# 59 "v001758.cu"
long weigh39(float b40, State22 p41) 
# 60
{ 
# 61
tally26(p41, (41 % p41) + (b40 + b40)); 
# 62
p41 = p41; 
# 63
b40 *= b40; 
# 64
if ((p41 - p41) <= 58) { 
# 65
goto out42; 
# 66
}  
# 67
tally26(tally26(tally26(53)), 4723); 
# 68
tally26(0UL * p41, b40); 
# 69
b40 /= (22.625F); 
# 70
out42:; ; 
# 71
return +(p41 + tally26(4648)); 
# 72
} 
# 73
}
# 75
int main() 
# 76
{ 
# 77
int count43 = 1942; 
# 78
(__cudaPushCallConfiguration(dim3((count43 + 63) / 64, 32, (count43 + 255) / 256), 64)) ? (void)0 : bump7((15 * count43) + 6, static_cast< const int *>(nullptr), count43 * weigh39(HIGH17, GREEN23), static_cast< int *>(nullptr)); 
# 79
(__cudaPushCallConfiguration((count43 + 31) / 32, 64)) ? (void)0 : relax31((const int *)nullptr, nullptr, (weigh39(count43, BLUE24)) / 44UL); 
# 80
return 0; 
# 81
} 

# 1 "v001758.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a62aa5a_10_v001758_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001758.cudafe1.stub.c"
#include "v001758.cudafe1.stub.c"
# 1 "v001758.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
