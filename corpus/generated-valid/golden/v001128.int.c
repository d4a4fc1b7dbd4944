# 1 "v001128.cu"
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
# 8 "v001128.cu"
__attribute__((visibility("hidden"))) void probe3(int *__restrict__ acc4, const int *coef5, int *__restrict__ buf6) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern float dyn_7[]; 
# 10
auto e8 = *acc4; 
# 11
e8 = (e8 % 425U); 
# 12
(*acc4) = ('z'); 
# 13
} 
#endif
# 15 "v001128.cu"
static unsigned run_warp9(float alpha10, int count11) { 
# 16
--alpha10; 
# 17
const float t12 = (24); 
# 18
return ((((alpha10 * alpha10) == alpha10) ? 53L : ((sizeof(int)) - alpha10)) == (((26) > alpha10) ? 10 : ('a'))) ? alpha10 : ((count11 % sizeof(float)) * (2)); 
# 19
} 
# 21
struct alignas(8) Bounds13 { 
# 22
size_t flag14; 
# 23
float weight15; 
# 24
unsigned hi16; 
# 25
float x17; 
# 26
}; 
# 28
__attribute__((visibility("hidden"))) void lerp18_kernel(float *data19, int lane20, const float *coef21, int *buf22) ;
#if 0
# 28
{ 
# 29
if (!((*buf22) < (buf22[7]))) { 
# 30
return; 
# 31
}  
# 32
lane20 = 60; 
# 33
float stride23 = (sizeof(float)); 
# 34
Bounds13 f24 = Bounds13{}; 
# 35
char acc25 = *buf22; 
# 36
signed char *lo26 = (nullptr); 
# 37
} 
#endif
# 39 "v001128.cu"
float check_smooth27(int lane28, int stride29) { 
# 40
(__cudaPushCallConfiguration(4 * 2, 512)) ? (void)0 : probe3(&stride29, &lane28, &lane28); 
# 41
(__cudaPushCallConfiguration((stride29 + 255) / 256, 32)) ? (void)0 : lerp18_kernel((float *)nullptr, (58 * lane28) & lane28, (const float *)nullptr, nullptr); 
# 42
for (int j30 = lane28; j30 > 0; --j30) { 
# 43
auto step32 = []()->float { 
# 44
cudaStream_t sum31 = (nullptr); 
# 45
return (6.625F); 
# 46
} ; typedef decltype(step32) __T0;
# 47
step32(); 
# 48
}  
# 49
constexpr float cnt33 = (5.875F); 
# 50
(__cudaPushCallConfiguration(32 * 8, 128, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : probe3(&stride29, &lane28, &stride29); 
# 51
if (stride29 > lane28) { 
# 52
return (17.25F); 
# 53
}  
# 54
return ((-stride29) + 7L) | (-stride29); 
# 55
} 
# 56
enum class Mode34: short { 
# 57
Low35, 
# 58
Add36, 
# 59
Low37, 
# 60
Fast38 = 7, 
# 61
Green39 = 10
# 62
}; 
# 64
namespace gpu40 { namespace v41 { 
# 65
inline float run_split42(int stride43, int stride44) { 
# 66
auto op46 = [=](auto h45) { 
# 67
h45 = (((stride43) > ((stride44) + 9)) ? 63 : h45); 
# 68
++h45; 
# 69
return h45 * 2; 
# 70
} ; typedef decltype(op46) __T1;
# 71
(__cudaPushCallConfiguration(8, 2 * 16)) ? (void)0 : probe3(&stride43, &stride43, nullptr); 
# 72
(__cudaPushCallConfiguration((stride44 + 127) / 128, 512)) ? (void)0 : lerp18_kernel((float *)nullptr, stride44, (const float *)nullptr, &stride44); 
# 73
(__cudaPushCallConfiguration(2 * 2, 128)) ? (void)0 : lerp18_kernel(nullptr, (3081 % stride44) - (56 * stride44), nullptr, nullptr); 
# 74
return ((10.25F) + stride44) - ((6 * stride44) * (sizeof(float) - stride43)); 
# 75
} 
# 76
typedef unsigned long *ptr47_t; 
# 77
}}
# 79
struct Span48 { 
# 80
float count49; 
# 81
long y50; 
# 82
unsigned flag51; 
# 83
}; 
# 85
inline Span48 operator+(Span48 a, Span48 b) { 
# 86
Span48 r = a; 
# 87
(r.count49) += (b.count49); 
# 88
(r.y50) += (b.y50); 
# 89
(r.flag51) += (b.flag51); 
# 90
return r; 
# 91
} 
# 93
int main() { 
# 94
int n52 = 1071; 
# 95
n52 = (sizeof(int) - (n52 + n52)); 
# 96
n52 = (7 + (((n52 < n52) ? n52 : n52) | (40 - n52))); 
# 97
return 0; 
# 98
} 

# 1 "v001128.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2e1b9557_10_v001128_cu_3ceb228b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001128.cudafe1.stub.c"
#include "v001128.cudafe1.stub.c"
# 1 "v001128.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
