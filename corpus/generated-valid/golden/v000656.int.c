# 1 "v000656.cu"
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
# 10 "v000656.cu"
static float run_filter5(float *__restrict__ buf6, int *data7) { 
# 11
cudaStream_t y8 = (nullptr); 
# 12
constexpr float sum9 = (30UL); 
# 13
return ((static_cast< unsigned char>(10)) + (*data7)) >> (*data7); 
# 14
} 
# 16
struct Span10 { 
# 17
double vel11; 
# 18
unsigned mass12; 
# 19
double lo13; 
# 20
double apply14(float lim15) const { 
# 21
(--lim15), (lim15 = ((19U * (static_cast< int>(lim15))) * lim15)); 
# 22
return lo13; 
# 23
} 
# 24
}; 
# 25
static int d_norm16[32]; 
# 27
static void fold17(int n18 = 51) { 
# 28
n18++; 
# 29
n18 = n18; 
# 30
} 
# 32
namespace img19 { 
# 33
float host_march20(unsigned alpha21, unsigned q22, int count23 = 63) { 
# 34
float t24 = ((q22 + count23) >> (q22 * count23)) - (((2) * (alpha21 + (1))) + (q22 + count23)); 
# 35
t24 = (static_cast< int>(t24)); 
# 36
return t24 + (2.125F); 
# 37
} 
# 39
float trace25(float b26, int lane27, long long a28) { 
# 40
for (int j29 = 0, j30 = lane27; j29 < j30; (++j29), (--j30)) { 
# 41
lane27 = (b26 * (58)); 
# 42
auto op32 = []() { 
# 43
int cnt31 = 32; 
# 44
} ; typedef decltype(op32) __T0;
# 45
op32(); 
# 46
}  
# 47
lane27 = (((6) + (lane27 - b26)) + ((b26 + (1897UL)) / (27))); 
# 48
lane27--; 
# 49
if (b26 == a28) { 
# 50
return lane27 + ((64U) - a28); 
# 51
}  
# 52
return (((2) * a28) + (a28 << a28)); 
# 53
} 
# 54
}
# 55
constexpr int LANES33 = 2; 
# 57
__attribute__((visibility("hidden"))) void blend34(float *__restrict__ dst35, unsigned *__restrict__ data36) ;
#if 0
# 57
{ 
# 58
unsigned tid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (data36 != (nullptr)) { 
# 60
return; 
# 61
}  
# 62
++(*data36); 
# 63
char stride38(d_norm16[tid37]); 
# 64
if ((dst35[7]) < (5)) { 
# 65
goto done39; 
# 66
}  
# 67
(data36[6]) = ((LANES33 / (((2) * (*data36)) + 54U)) * ((42) - (__device_builtin_variable_threadIdx.y))); 
# 68
done39:; ; 
# 69
} 
#endif
# 70 "v000656.cu"
static int c_spread40[8]; 
# 71
enum class Level41 { Fast42 = 1, Slow43, Off44 = 8, Off45}; 
# 73
struct Stats46 { 
# 74
int z47; 
# 75
unsigned val48; 
# 76
float y49; 
# 77
}; 
# 78
static int d_scale50[32]; 
# 80
__attribute__((visibility("hidden"))) void count51(int n52, int len53) ;
#if 0
# 80
{ 
# 81
int tid54 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
if (tid54 >= n52) { 
# 83
return; 
# 84
}  
# 85
int base55 = ((((c_spread40[len53]) != 57) ? __device_builtin_variable_blockDim.y : (__device_builtin_variable_threadIdx.x)) * (LANES33 - (d_scale50[__device_builtin_variable_warpSize]))) + (+((d_norm16[19]) * 461ULL)); 
# 86
Stats46 flag56 = Stats46{}; 
# 87
len53 = (((2) * (__device_builtin_variable_gridDim.x)) + 60UL); 
# 88
(d_norm16[28]) = LANES33; 
# 89
float e57 = ((2) * (static_cast< float>(base55))) + (((flag56.z47) > LANES33) ? 2 : n52); 
# 90
} 
#endif
# 92 "v000656.cu"
int main() { 
# 93
int count58 = 475; 
# 94
(__cudaPushCallConfiguration((count58 + 255) / 256, sizeof(unsigned) * (LANES33 + 30), 1024)) ? (void)0 : blend34((float *)nullptr, nullptr); 
# 95
count58 = ((float)LANES33); 
# 96
Span10 y59 = Span10{((18.625F)), 6U, (15.125)}; 
# 97
auto op63 = [=](auto tmp60, auto sum61) { 
# 98
long cnt62[5]{(21LL), (64), (38U), (19LL), 2L}; 
# 99
return tmp60 * 2; 
# 100
} ; typedef decltype(op63) __T1;
# 101
op63(static_cast< int>(y59.lo13), count58); 
# 102
y59 = y59; 
# 103
count58 = (count58 - ((((2) * (y59.vel11)) + (56)) - (op63(static_cast< int>(y59.lo13), LANES33)))); 
# 104
(__cudaPushCallConfiguration((count58 + 127) / 128, sizeof(float) * (32), sizeof(double) * (32), nullptr)) ? (void)0 : count51(LANES33, op63(static_cast< int>(y59.vel11), 7)); 
# 105
return 0; 
# 106
} 

# 1 "v000656.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7960578_10_v000656_cu_a7c344da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000656.cudafe1.stub.c"
#include "v000656.cudafe1.stub.c"
# 1 "v000656.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
