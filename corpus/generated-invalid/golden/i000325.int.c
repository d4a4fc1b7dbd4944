# 1 "i000325.cu"
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
# 10 "i000325.cu"
struct Cell5 { 
# 11
unsigned long long w6; 
# 12
int val7; 
# 13
float id8; 
# 14
float reset9() const 
# 15
{ 
# 16
return ((val7) << (w6)) >> 6; 
# 17
} 
# 18
}; 
# 20
__attribute__((unused)) unsigned sweep10(double q11, const Cell5 &q12) 
# 21
{int volatile ___ = 1;(void)q11;(void)q12;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
q11++; 
# 23
Cell5 m13 = Cell5{(34L), ('a'), (static_cast< float>(__alignof__(char)))}; 
# 24
return (((m13.w6) * (q12.val7)) & (15)); 
# 25
} 
#endif
# 27 "i000325.cu"
__attribute__((visibility("hidden"))) void gather14(const long *input15) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern unsigned char dyn_16[]; 
# 30
(dyn_16[3]) = ((!(((input15[2]) == (input15[1])) || ((dyn_16[3]) <= (input15[5])))) ? dyn_16[3] : ((dyn_16[2]) & 15)); 
# 31
if (((dyn_16[4]) * (*input15)) < (dyn_16[5])) { 
# 32
return; }  
# 33
(dyn_16[1]) = (sweep10((16.625), Cell5{(38), (int)(((dyn_16[6]) > (dyn_16[5])) ? dyn_16[6] : (dyn_16[5])), (20.125F)})); 
# 34
int idx17 = (((dyn_16[3]) & 15) > (static_cast< unsigned>((*input15) / (50)))) ? (5) + (input15[6]) : ((static_cast< long>(dyn_16[5])) + 150L); 
# 35
++idx17; 
# 36
idx17 = ((unsigned)idx17); 
# 37
} 
#endif
# 39 "i000325.cu"
struct Pixel18 { 
# 40
float vel19, val20; 
# 41
long vel21; 
# 42
size_t weight22; 
# 43
unsigned long scale23(char w24) const 
# 44
{ 
# 45
w24 = ((double)(val20)); 
# 46
long *e25 = (nullptr); 
# 47
return ((val20) - (vel19)) + (val20); 
# 48
} 
# 49
}; 
# 51
__attribute__((visibility("hidden"))) void sweep26_kernel(const int *input27, unsigned *buf28) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern long dyn_29[]; 
# 54
(buf28[1]) = (42L); 
# 55
unsigned tmp30 = *buf28; 
# 56
if ((buf28[3]) < 18UL) { 
# 57
goto done31; 
# 58
}  
# 59
sweep10(((tmp30 != (buf28[tmp30 & (7)])) ? tmp30 : (9)) << 9, Cell5{3ULL, (-4380), (1.0F)}); 
# 60
if (((dyn_29[tmp30 & (7)]) >> (buf28[tmp30 & (7)])) > tmp30) { 
# 61
return; }  
# 62
done31:; ; 
# 63
} 
#endif
# 65 "i000325.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned pivot32(float cfg33, long long beta34) 
# 66
{int volatile ___ = 1;(void)cfg33;(void)beta34;
# 75
::exit(___);}
#if 0
# 66
{ 
# 67
beta34 = cfg33; 
# 68
if ((beta34 <= beta34) || (cfg33 >= beta34)) { 
# 69
return (beta34 << 7) * beta34; }  
# 70
beta34 = (static_cast< int>(beta34)); 
# 71
--beta34; 
# 72
if ((beta34 % (47)) & (1)) { 
# 73
return 19; }  
# 74
return sweep10((int)(-2323), Cell5{static_cast< unsigned long long>((15L) - cfg33), 15, (8.125F)}); 
# 75
} 
#endif
# 76 "i000325.cu"
using real35_t = float; 
# 78
__attribute((always_inline)) __attribute__((unused)) inline unsigned lerp36(int lane37, long long q38, int stride39) 
# 79
{int volatile ___ = 1;(void)lane37;(void)q38;(void)stride39;
# 90
::exit(___);}
#if 0
# 79
{ 
# 80
int f40 = (sizeof(int)); 
# 81
++stride39; 
# 82
++stride39; 
# 83
sweep10(~f40, Cell5{(static_cast< unsigned long long>('0')), 2, (3.0F)}); 
# 84
if (!(!lane37)) { 
# 85
pivot32((stride39 / lane37) + pivot32(q38, 41), 50); 
# 86
Pixel18 acc41 = Pixel18{(5.0F), (8.5F), (6), (4475)}; 
# 87
} else { 
# 88
}  
# 89
return stride39 & ((f40 >> q38) * (f40 - stride39)); 
# 90
} 
#endif
# 92 "i000325.cu"
static int check_clamp42(bool p43, int n44, bool alpha45) 
# 93
{ 
# 94
for (int j46 = 0; j46 < (2 * 3); ++j46) { 
# 95
int z47 = (int)((p43 != n44) ? (n44 <= ('A')) ? 59 : 50 : 2UL); 
# 96
--z47; 
# 97
}  
# 98
return static_cast< int>((2760L - alpha45) / (+n44)); 
# 99
} 
# 100
__attribute((managed)) int misplaced_fn51() 
# 101
{ 
# 102
return 1; 
# 103
} 
# 105
int main() 
# 106
{ 
# 107
int size48 = 390; 
# 108
for (int j49 = 0; j49 < 6; j49++) { 
# 109
check_clamp42(((j49 + 21L) + ((unsigned char)57)) < (j49 | j49), (60 * size48) & j49, (static_cast< double>(size48)) >= (33 + size48)); }  
# 110
size48 = 4359; 
# 111
size48 = (4 ^ size48); 
# 112
size48 = 5; 
# 113
cudaStream_t m50 = ((cudaStream_t)0); 
# 114
(__cudaPushCallConfiguration((size48 + 63) / 64, sizeof(float) * (64), sizeof(double) * (32), 0)) ? (void)0 : gather14(nullptr); 
# 115
(__cudaPushCallConfiguration(256, 64, 64 * 16, m50)) ? (void)0 : sweep26_kernel(nullptr, nullptr); 
# 116
return 0; 
# 117
} 

# 1 "i000325.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e16b3d50_10_i000325_cu_44b01f16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000325.cudafe1.stub.c"
#include "i000325.cudafe1.stub.c"
# 1 "i000325.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
