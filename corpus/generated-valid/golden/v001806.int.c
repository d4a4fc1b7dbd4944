# 1 "v001806.cu"
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
# 22 "v001806.cu"
enum class Phase8: short { 
# 23
Add9, 
# 24
On10, 
# 25
Mul11 = 4, 
# 26
Fast12, 
# 27
Low13
# 28
}; 
# 29
constexpr unsigned RADIUS14 = (3 + 61); 
# 30
constexpr long STEPS15 = (128); 
# 32
namespace detail16 { 
# 33
enum class Kind17 { 
# 34
Add18 = 1, 
# 35
Blue19 = 7, 
# 36
High20, 
# 37
Green21, 
# 38
Add22
# 39
}; 
# 41
short run_probe23(unsigned short q24) { 
# 42
if ((q24 - STEPS15) <= (4)) { 
# 43
return RADIUS14 / (q24 * q24); 
# 44
}  
# 45
unsigned short q25[3] = {}; 
# 46
for (int it26 = 0; it26 < 16; it26 += 2) { 
# 47
cudaStream_t f27 = (0); 
# 48
}  
# 49
cudaStream_t m28 = (0); 
# 50
do { (q25[1]) += 1; } while (0); 
# 51
return ((q25[1]) / (1 * q24)); 
# 52
} 
# 53
enum class Kind29 { Off30 = 3, Low31, Add32 = 6}; 
# 54
}
# 56
static void drift33(unsigned *out34, float p35) ;
#if 0
# 56
{ 
# 57
int tid36 = __device_builtin_variable_threadIdx.x; 
# 58
(*out34) = (926L / ((p35 += (11)), RADIUS14)); 
# 59
if ((out34[tid36]) != ((2) + (out34[6]))) { 
# 60
if ((((out34[tid36]) + STEPS15) + (((out34[tid36]) == ('#')) ? 259 : 50)) != (__device_builtin_variable_gridDim.x)) { 
# 61
(out34[tid36]) = ((__device_builtin_variable_blockDim.x) * tid36); 
# 62
(--(*out34)), ((out34[2]) ^= (out34[5])); 
# 63
unsigned mid37[2]{4U, (18L)}; 
# 64
}  
# 65
}  
# 66
} 
#endif
# 68 "v001806.cu"
__attribute((always_inline)) __attribute__((unused)) inline short shade38(long long alpha39, long a40) {int volatile ___ = 1;(void)alpha39;(void)a40;
# 81
::exit(___);}
#if 0
# 68
{ 
# 70
#pragma unroll
for (
# 70
int i41 = 0; i41 < a40; i41++) { 
# 71
if (int flag42 = ((i41 != 32) ? 1 : 64) - a40; (a40 * STEPS15) > (' ')) { 
# 72
if (constexpr long prod43 = (58); (int)alpha39) { 
# 73
double h44[8]{(16.75), ((11.625F)), ((double)STEPS15), (42), ((double)(6.375)), (2.0), (static_cast< double>(32)), (18)}; 
# 74
alpha39 = ((h44[1]) * ((char)127UL)); 
# 75
}  
# 76
a40 = (((static_cast< int>(STEPS15)) + (a40 * (__device_builtin_variable_blockDim.y))) * ((flag42 & 15) & 15)); 
# 77
int tmp45{37}; 
# 78
}  
# 79
}  
# 80
return __device_builtin_variable_blockIdx.x; 
# 81
} 
#endif
# 82 "v001806.cu"
typedef unsigned char idx46_t; 
# 84
unsigned trace47(int count48) { 
# 85
count48 /= ((6) * ((count48 * STEPS15) + RADIUS14)); 
# 86
for (int j49 = count48; j49 > 0; --j49) { 
# 87
(count48--), (count48 = (2255U)); 
# 88
}  
# 89
(__cudaPushCallConfiguration(8, 128 * 2, 0, nullptr)) ? (void)0 : drift33((unsigned *)nullptr, static_cast< float>(static_cast< long>(52))); 
# 90
(__cudaPushCallConfiguration(2 * 2, sizeof(int) * (2 + 126))) ? (void)0 : drift33(nullptr, count48 & 15); 
# 91
count48 = RADIUS14; 
# 92
return 2L; 
# 93
} 
# 95
int run_smooth50(int stride51) { 
# 96
stride51 = (((static_cast< int>(STEPS15)) + stride51) * RADIUS14); 
# 97
if (const float h52 = -((stride51 - STEPS15) + RADIUS14); (25) != h52) { 
# 98
int z53 = stride51 / (h52 / (2)); 
# 99
}  
# 100
stride51 %= stride51; 
# 101
int w54 = 0; 
# 102
if (w54 <= RADIUS14) { 
# 103
goto out55; 
# 104
}  
# 105
do { 
# 106
(__cudaPushCallConfiguration((w54 + 255) / 256, sizeof(unsigned) * (3 + (24 + 37)))) ? (void)0 : drift33(nullptr, STEPS15 + (stride51 * stride51)); 
# 107
stride51 += (((stride51 + 777) ? RADIUS14 + w54 : ((double)60ULL)) - (((stride51 += 40U), STEPS15) - w54)); 
# 108
++w54; 
# 109
} while (w54 < stride51); 
# 110
out55:; ; 
# 111
return ((-w54) >= 5) ? STEPS15 - ((w54 > w54) ? w54 : 2) : w54; 
# 112
} 
# 114
int main() { 
# 115
int size56 = 1669; 
# 116
unsigned flag57 = (__alignof__(int)); 
# 117
if ((flag57 - (16)) >= sizeof(double)) { 
# 118
return ((18UL >= size56) ? STEPS15 : size56) + (57); 
# 119
}  
# 120
(__cudaPushCallConfiguration((size56 + 127) / 128, 32, 0, nullptr)) ? (void)0 : drift33(&flag57, RADIUS14 + (size56 + (14.875F))); 
# 121
detail16::Kind29 acc58 = detail16::Kind29::Off30; 
# 122
return 0; 
# 123
} 

# 1 "v001806.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__930be0cc_10_v001806_cu_e5d62631
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001806.cudafe1.stub.c"
#include "v001806.cudafe1.stub.c"
# 1 "v001806.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
