# 1 "i000721.cu"
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
# 20 "i000721.cu"
enum Kind6: unsigned { ADD7, BLUE8, HIGH9 = 6U}; 
# 22
__attribute__((visibility("hidden"))) void decay10(const int *src11, const signed char *input12, int len13, float *out14) ;
#if 0
# 23
{ 
# 24
int tid15 = __device_builtin_variable_threadIdx.x; 
# 25
unsigned base16 = (8); 
# 26
if (((*out14) - (45L)) == base16) { 
# 27
goto finish17; 
# 28
}  
# 29
if ((__device_builtin_variable_blockIdx.y) != base16) { 
# 30
return; 
# 31
}  
# 32
if ((__device_builtin_variable_blockIdx.x) != 41UL) { 
# 33
return; 
# 34
}  
# 35
len13 = (HIGH9); 
# 36
finish17:; ; 
# 37
} 
#endif
# 38 "i000721.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_tally18 = 0; 
# 39
typedef long idx19_t; 
# 42
long long reduce20(Kind6 beta21, idx19_t p22) 
# 43
{ 
# 44
Kind6 cnt23 = beta21; 
# 45
Kind6 stride24 = cnt23; 
# 46
p22 %= stride24; 
# 47
p22 += (+p22); 
# 48
p22 &= (8); 
# 49
short base25 = ((!((19) <= p22)) ? beta21 : (static_cast< unsigned char>(59LL))) % (stride24 * (u'\x23')); 
# 50
return BLUE8; 
# 51
} 
# 52
enum class Mode26 { 
# 53
Mul27, 
# 54
Off28, 
# 55
On29 = 4, 
# 56
Blue30 = 8, 
# 57
Slow31
# 58
}; 
# 60
__attribute__((visibility("hidden"))) void grow32_kernel(float *out33, Kind6 b34) ;
#if 0
# 61
{ 
# 62
int q35 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally18))); 
# 63
if ((b34 == (BLUE8)) || (!(b34 != (ADD7)))) { 
# 64
if (out33 != (nullptr)) { 
# 65
Kind6 val36 = b34; 
# 66
const unsigned char tmp37 = +((__device_builtin_variable_gridDim.x) + (b34 - (255))); 
# 67
}  
# 68
}  
# 69
} 
#endif
# 70 "i000721.cu"
typedef float real38_t; 
# 71
enum Axis39 { RED40, OFF41, GREEN42 = 7}; 
# 73
double spread43(float beta44, const int *coef45, const float *src46) 
# 74
{ 
# 75
Kind6 val47 = HIGH9; 
# 76
beta44 = (((coef45[6]) * ((src46[7]) + (14UL))) * ((((*coef45) > (src46[7])) ? OFF41 : ('#')) | ((int)val47))); 
# 77
double v48 = (24L); 
# 78
beta44 *= (8); 
# 79
return (((v48 <= (42)) ? coef45[5] : (9.0)) - (beta44 * (16.75F))) - beta44; 
# 80
} 
# 82
constexpr int run_scale49(int count50) 
# 83
{ 
# 84
count50 = (static_cast< size_t>(count50 + (OFF41))); 
# 85
count50 *= (((1532 * count50) | (~count50)) % count50); 
# 86
return (((count50 >= count50) ? 24U : count50) - count50) & (count50 - ('z')); 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int n51 = 2721; 
# 92
n51 = (n51 / 0); 
# 93
(__cudaPushCallConfiguration((OFF41) + ((HIGH9) + ((1) + ((BLUE8) + ((OFF41) + 502)))), 128)) ? (void)0 : grow32_kernel((float *)nullptr, BLUE8); 
# 94
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally18))) = ((93ULL - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally18)))) | (347U)); 
# 95
(__cudaPushCallConfiguration(8, ((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally18))) + 127) / 128)))) ? (void)0 : decay10(static_cast< const int *>(nullptr), nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally18))), nullptr); 
# 96
return 0; 
# 97
} 

# 1 "i000721.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f598e811_10_i000721_cu_3e2286dc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000721.cudafe1.stub.c"
#include "i000721.cudafe1.stub.c"
# 1 "i000721.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
