# 1 "v001096.cu"
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
# 5 "v001096.cu"
struct Tile1 { 
# 6
long count2; 
# 7
int sum3; 
# 8
size_t vel4; 
# 9
void get5(char w6) { 
# 10
double s7 = count2; 
# 11
} 
# 12
}; 
# 14
__attribute__((visibility("hidden"))) void tally8_kernel(float *buf9, float *data10) ;
#if 0
# 14
{ 
# 15
int i11 = __device_builtin_variable_threadIdx.x; 
# 16
if ((*buf9) > ((data10[__device_builtin_variable_threadIdx.x]) / (__device_builtin_variable_blockIdx.x))) { 
# 17
if (i11 > i11) { 
# 18
return; 
# 19
}  
# 20
if (!(i11 < ((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_gridDim.x)))) { 
# 21
if (auto z12 = (((__device_builtin_variable_gridDim.x) > (*buf9)) ? 14U : i11) - (53UL - (i11 << i11)); (i11 > z12) && (i11 <= (buf9[__device_builtin_variable_threadIdx.x]))) { 
# 22
auto val13 = (z12 + (z12 * z12)) - i11; 
# 23
} else { 
# 24
unsigned char u14 = (41); 
# 25
}  
# 26
}  
# 27
}  
# 28
} 
#endif
# 31 "v001096.cu"
class Vec15 { 
# 32
int weight16; 
# 33
float y17; 
# 34
unsigned count18; 
# 36
public: Vec15(int b19, float b20, unsigned b21) : weight16(b19), y17(b20), count18(b21) { } 
# 37
float norm22() const { 
# 38
return (int)((weight16) * (weight16)); 
# 39
} 
# 40
void get23(float stride24) { 
# 41
unsigned char mid25 = (54U); 
# 42
} 
# 43
}; 
# 46
__attribute__((visibility("hidden"))) void scatter26_kernel(int lane27, double *dst28, double a29, int len30) ;
#if 0
# 46
{ 
# 47
int idx31 = __device_builtin_variable_threadIdx.x; 
# 48
if (idx31 >= lane27) { 
# 49
return; 
# 50
}  
# 51
if (idx31 == (__device_builtin_variable_gridDim.x)) { 
# 52
return; 
# 53
}  
# 54
for (int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i32 < len30; i32 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 55
if (__device_builtin_variable_warpSize <= 20) { 
# 56
return; 
# 57
}  
# 58
}  
# 59
float x33 = ('a') / len30; 
# 60
} 
#endif
# 61 "v001096.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned *m_step34 = 0; 
# 63
__attribute__((visibility("hidden"))) void mix35_kernel(int n36, float *buf37, float *buf38) ;
#if 0
# 63
{ 
# 64
int i39 = __device_builtin_variable_threadIdx.x; 
# 65
Tile1 f40 = Tile1{13L, 31, (37ULL)}; 
# 66
n36--; 
# 67
} 
#endif
# 69 "v001096.cu"
__attribute__((visibility("hidden"))) void weigh41(const int *src42, char *dst43, double *acc44, int *data45) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern double dyn_46[]; 
# 71
int gid47 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
Tile1 k48{(44), (16UL), static_cast< size_t>((dyn_46[__device_builtin_variable_blockIdx.x]) * (dst43[gid47]))}; 
# 73
unsigned stride49{9U}; 
# 74
} 
#endif
# 75 "v001096.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_rank50 = 0; 
# 76
enum class Kind51 { Low52 = 2, Fast53 = 4}; 
# 78
namespace _GLOBAL__N__724800d0_10_v001096_cu_4ded363a __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__724800d0_10_v001096_cu_4ded363a; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__724800d0_10_v001096_cu_4ded363a __attribute__((visibility("hidden")))  { 
# 79
enum class Axis54 { Slow55, Fast56 = 6, Busy57}; 
# 81
void split58(int *acc59, int lane60, int n61) ;
#if 0
# 81
{ 
# 82
unsigned i62 = __device_builtin_variable_threadIdx.x; 
# 83
if (i62 >= n61) { 
# 84
return; 
# 85
}  
# 86
float z63((15.25F)); 
# 87
Axis54 lo64 = Axis54::Busy57; 
# 88
Kind51 z65 = Kind51::Fast53; 
# 89
if ((__device_builtin_variable_blockDim.y) != (*acc59)) { 
# 90
--(acc59[i62]); 
# 91
z63 = (23.625F); 
# 92
}  
# 93
} 
#endif
# 94 "v001096.cu"
}
# 96
int main() { 
# 97
int count66 = 1497; 
# 98
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank50))) = count66; 
# 99
auto step70 = [=](auto f67, auto x68) mutable { 
# 100
f67 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank50))) / (2UL)); 
# 101
float prod69[4] = {('0'), (24.75F)}; 
# 102
(prod69[3]) = (((27U * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34)))) << (((prod69[0]) == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34)))) ? 12 : (count66))) * (17)); 
# 103
return f67 * 2; 
# 104
} ; typedef decltype(step70) __T0;
# 105
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34))); 
# 106
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank50))); 
# 107
auto tmp71 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34))); 
# 108
tmp71 = count66; 
# 109
(__cudaPushCallConfiguration(dim3(64 * 2, 2, 4 * 2), 32 * 4, 1024)) ? (void)0 : tally8_kernel(nullptr, nullptr); 
# 110
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34))) + (31)) / (32), 32, 1024)) ? (void)0 : scatter26_kernel(count66, (double *)nullptr, count66, ((9) * tmp71) * 2627UL); 
# 111
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34))) + (63)) / (64), 32)) ? (void)0 : mix35_kernel(step70(count66, static_cast< int>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step34))))), nullptr, nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v001096.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__724800d0_10_v001096_cu_4ded363a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001096.cudafe1.stub.c"
#include "v001096.cudafe1.stub.c"
# 1 "v001096.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
