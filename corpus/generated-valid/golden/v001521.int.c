# 1 "v001521.cu"
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
# 10 "v001521.cu"
struct Stats5 { 
# 11
float val6; 
# 12
int count7; 
# 13
unsigned sum8; 
# 14
}; 
# 15
int g_reduce9[] = {61, (49U), 2, (-9)}; 
# 18
class Tile10 { 
# 19
long long vel11; 
# 20
char hi12; 
# 21
unsigned y13; 
# 23
public: Tile10(long long b14, char b15, unsigned b16) : vel11(b14), hi12(b15), y13(b16) { } 
# 24
void reset17(double w18) { 
# 25
int val19 = vel11; 
# 26
w18++; 
# 27
} 
# 28
}; 
# 30
constexpr int shade20(int lane21) { 
# 31
return lane21; 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void smooth22(int *acc23) ;
#if 0
# 34
{ 
# 35
(acc23[5]) %= 62; 
# 36
shade20((((acc23[5]) < (acc23[4])) ? acc23[5] : (acc23[4])) * (((acc23[6]) < (*acc23)) ? acc23[6] : (*acc23))); 
# 37
if ((((acc23[6]) + 2) < (acc23[6])) || ((*acc23) - 2776U)) { 
# 38
for (int j24 = 4; j24 > 0; --j24) { 
# 39
(acc23[3])--; 
# 40
(*acc23) = ((21 + j24) >> ((shade20(acc23[j24])) + 3407UL)); 
# 41
}  
# 42
(*acc23) = shade20((*acc23) + ((float)(*acc23))); 
# 43
} else { 
# 44
}  
# 45
} 
#endif
# 46 "v001521.cu"
static constexpr double kW25 = (1.0); 
# 48
namespace detail26 { namespace inner27 { 
# 49
int check_split28(int *out29) { 
# 50
for (int j30 = 6; j30 > 0; --j30) { 
# 51
float stride31[2 * 4] = {}; 
# 52
((stride31[j30])--), ((*out29) = shade20(shade20((g_reduce9[j30]) - 2))); 
# 53
}  
# 54
(g_reduce9[0]) = (18 + shade20(g_reduce9[3])); 
# 55
(__cudaPushCallConfiguration(1 << 1, 512)) ? (void)0 : smooth22(nullptr); 
# 56
Stats5 u32 = Stats5{}; 
# 57
(u32.sum8)--; 
# 58
return (float)((53 + (*out29)) >> 3); 
# 59
} 
# 61
inline int shade33(int stride34) { 
# 62
stride34++; 
# 63
stride34--; 
# 64
return kW25 - stride34; 
# 65
} 
# 66
}}
# 68
int main() { 
# 69
int size35 = 279; 
# 70
(g_reduce9[size35]) = ((g_reduce9[size35]) + 9); 
# 71
(__cudaPushCallConfiguration((size35 + 63) / 64, 32)) ? (void)0 : smooth22(g_reduce9); 
# 72
(__cudaPushCallConfiguration(8 * (8 + 8), sizeof(float) * (8 + 8))) ? (void)0 : smooth22(nullptr); 
# 73
(__cudaPushCallConfiguration(((dim3)((size35 + 63) / 64)), dim3(8 + (8 + 496), 64, 8 + (8 + (8 + 488))))) ? (void)0 : smooth22(g_reduce9); 
# 74
dim3 acc36 = ((dim3)((size35 + 31) / 32)); 
# 75
(g_reduce9[size35]) -= (detail26::inner27::shade33(size35 + kW25) + (((g_reduce9[size35]) < detail26::inner27::shade33(58)) ? g_reduce9[size35] : detail26::inner27::shade33(58))); 
# 76
return 0; 
# 77
} 

# 1 "v001521.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c88298cb_10_v001521_cu_4c8ea5f2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001521.cudafe1.stub.c"
#include "v001521.cudafe1.stub.c"
# 1 "v001521.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
