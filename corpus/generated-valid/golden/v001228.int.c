# 1 "v001228.cu"
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
# 13 "v001228.cu"
static char d_pack6; 
# 14
enum Phase7: long { FAST8 = 3L, SLOW9, HIGH10 = 8L}; 
# 16
long filter11(int n12, const int *__restrict__ input13) 
# 17
{ 
# 18
float flag14(n12); 
# 19
flag14 = (input13[4]); 
# 20
long sum15 = flag14; 
# 21
flag14 -= ((56 * n12) + sum15); 
# 22
n12 >>= ((sum15 * sum15) + ((unsigned)((FAST8) & n12))); 
# 23
return static_cast< float>(HIGH10); 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void kick16_kernel(long *out17, short cfg18) ;
#if 0
# 27
{ 
# 28
int i19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
cfg18++; 
# 30
(*out17) |= cfg18; 
# 31
(++(*out17)), (cfg18 &= (HIGH10)); 
# 32
constexpr float val20 = (14); 
# 33
cfg18 = val20; 
# 34
unsigned char v21[2 * 4]{(18UL), static_cast< unsigned char>(i19), (18), (11), static_cast< unsigned char>(d_pack6), (13), (40), static_cast< unsigned char>(*out17)}; 
# 35
++(v21[cfg18]); 
# 36
} 
#endif
# 37 "v001228.cu"
using idx22_t = int; 
# 39
__attribute__((visibility("hidden"))) void fold23_kernel(float q24, int *data25) ;
#if 0
# 40
{ 
# 41
unsigned idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(data25[6]) >>= idx26; 
# 43
--d_pack6; 
# 44
} 
#endif
# 46 "v001228.cu"
namespace gpu27 { 
# 47
struct Span28 { 
# 48
double w29; 
# 49
int z30, sum31; 
# 50
int val32; 
# 51
}; 
# 52
}
# 53
__attribute__((section("__nv_managed_data__"))) static int *m_accum33 = 0; 
# 55
__attribute__((visibility("hidden"))) void apply34(float *buf35) ;
#if 0
# 56
{ 
# 57
unsigned idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
for (int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i37 < 7; i37 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 59
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33))) |= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33))); 
# 60
}  
# 61
(*buf35) = ((d_pack6 <= (__device_builtin_variable_threadIdx.y)) ? idx36 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33)))) : (d_pack6 * d_pack6)); 
# 62
--(buf35[5]); 
# 63
} 
#endif
# 65 "v001228.cu"
namespace gpu38 { 
# 66
static idx22_t d_blend39; 
# 67
constexpr int DEPTH40 = ((FAST8) + (253)); 
# 68
}
# 70
double host_tally41(int lane42, int stride43) 
# 71
{ 
# 72
auto lam45 = [](auto x44) { 
# 73
x44 *= ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33))) & 1) ? 4 : 35) | (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33))) += x44), SLOW9)); 
# 74
--x44; 
# 75
++x44; 
# 76
return x44 * 2; 
# 77
} ; typedef decltype(lam45) __T0;
# 78
lam45((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33)))); 
# 79
float *m46 = (nullptr); 
# 80
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), gpu38::DEPTH40 + ((HIGH10) + (248)))) ? (void)0 : apply34(m46); 
# 81
if (lane42 <= 37) { 
# 82
return stride43; 
# 83
}  
# 84
do { stride43 += (stride43 | lane42); } while (0); 
# 85
Phase7 res47 = FAST8; 
# 86
return stride43; 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int len48 = 1462; 
# 92
bool y49 = ((idx22_t)len48) & 1; 
# 93
int w50 = 0; 
# 94
while (w50 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum33)))) { 
# 95
Phase7 x51 = SLOW9; 
# 96
Phase7 h52 = HIGH10; 
# 97
(__cudaPushCallConfiguration(256, 1 << (HIGH10))) ? (void)0 : kick16_kernel(static_cast< long *>(nullptr), h52 + (((2) * h52) + w50)); 
# 98
++w50; 
# 99
}  
# 100
(__cudaPushCallConfiguration((w50 + 127) / 128, 1 << 7)) ? (void)0 : fold23_kernel(len48, &len48); 
# 101
return 0; 
# 102
} 

# 1 "v001228.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a88fe7f9_10_v001228_cu_d_pack6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001228.cudafe1.stub.c"
#include "v001228.cudafe1.stub.c"
# 1 "v001228.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
