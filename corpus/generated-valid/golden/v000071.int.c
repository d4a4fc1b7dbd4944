# 1 "v000071.cu"
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
# 7 "v000071.cu"
long long kick2(float p3) { 
# 8
if (p3 != p3) { 
# 9
return 15U + ((int)p3); 
# 10
}  
# 11
double prod4(p3 - p3); 
# 12
const int lo5 = ((((49) > p3) ? 3974 : 13UL) ? (p3 += (55LL)), 14 : 34) * 0; 
# 13
if ((48U) != p3) { 
# 14
goto out6; 
# 15
}  
# 16
--p3; 
# 17
++p3; 
# 18
if ((lo5 << lo5) < lo5) { 
# 19
return lo5; 
# 20
}  
# 21
out6:; ; 
# 22
return (4) * (prod4 + lo5); 
# 23
} 
# 26
class Tile7 { 
# 27
double x8; 
# 28
int sum9; 
# 30
public: Tile7(double b10, int c11) : x8(b10), sum9(c11) { } 
# 31
int bump12() const { 
# 32
if ((x8) >= (sum9)) { 
# 33
return ((unsigned)13L) ^ ((sum9) - 40); 
# 34
}  
# 35
return 3 * ((sum9) - (sum9)); 
# 36
} 
# 37
int total13(float m14) const { 
# 38
const unsigned *val15 = ((const unsigned *)nullptr); 
# 39
m14 = (x8); 
# 40
return ((41) - (x8)) + (x8); 
# 41
} 
# 42
}; 
# 43
static int c_pivot16; 
# 45
__attribute__((visibility("hidden"))) void count17(int *data18, long cfg19, int stride20, int len21) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) static float sh_22[15][12]; 
# 47
stride20--; 
# 48
int iter23 = 0; 
# 49
do { 
# 50
if ((cfg19 + (45U)) <= len21) { 
# 51
break; 
# 52
}  
# 53
int x24 = +((((c_pivot16 <= len21) ? (sh_22[8])[11] : (data18[3])) != (39UL)) ? iter23 : (*data18)); 
# 54
++iter23; 
# 55
} while ((iter23 < 13) && (kick2(c_pivot16) <= (49))); 
# 56
} 
#endif
# 58 "v000071.cu"
static void grow25_kernel(float p26) ;
#if 0
# 58
{ 
# 59
kick2(c_pivot16 & 29U); 
# 60
__attribute__((unused)) static int sh_27[16]; 
# 61
constexpr float cnt28 = (10.75F); 
# 62
if (kick2(10ULL) > (sh_27[c_pivot16])) { 
# 63
goto finish29; 
# 64
}  
# 65
(sh_27[c_pivot16 & 15]) = (-44); 
# 66
finish29:; ; 
# 67
} 
#endif
# 69 "v000071.cu"
int main() { 
# 70
int n30 = 1595; 
# 71
if (kick2(47) >= n30) { 
# 72
return (n30 * n30) - ((n30 <= 53) ? n30 : 19); 
# 73
}  
# 74
n30++; 
# 75
size_t sum31 = ((n30 & 4415L) + kick2(n30)) - (3229); 
# 76
(__cudaPushCallConfiguration(dim3(128, (n30 + 127) / 128), 256)) ? (void)0 : count17(&n30, kick2(-(2.25F)), 62, 967); 
# 77
(__cudaPushCallConfiguration(2 * 8, 256, sizeof(int) * (64))) ? (void)0 : grow25_kernel((14.375F)); 
# 78
return 0; 
# 79
} 

# 1 "v000071.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f6d88dbc_10_v000071_cu_a7fef967
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000071.cudafe1.stub.c"
#include "v000071.cudafe1.stub.c"
# 1 "v000071.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
