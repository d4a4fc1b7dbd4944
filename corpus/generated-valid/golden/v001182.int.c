# 1 "v001182.cu"
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
# 14 "v001182.cu"
__attribute__((visibility("hidden"))) void fuse4_kernel(char *buf5, int *dst6, const int *__restrict__ src7, int *__restrict__ dst8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_9[]; 
# 16
const unsigned long z10 = dst6[5]; 
# 17
for (int n11 = 8; n11 > 0; --n11) { 
# 18
float lo12 = (-(13.5F)); 
# 19
unsigned long long r13[5]{(29L), (1319U), (34), 1ULL, (37)}; 
# 20
(dyn_9[z10])--; 
# 21
}  
# 22
(*buf5) = (src7[6]); 
# 23
} 
#endif
# 25 "v001182.cu"
__attribute__((visibility("hidden"))) void update14_kernel(const short *__restrict__ input15, int n16) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern int dyn_17[]; 
# 27
int pass18 = 0; 
# 28
do { 
# 29
(dyn_17[0])++; 
# 30
++pass18; 
# 31
} while (pass18 < 12); 
# 32
int iter19 = 0; 
# 33
while (iter19 < n16) { 
# 34
n16 = n16; 
# 35
double f20[7] = {(32), static_cast< double>(12UL ^ n16), (48), (30L), ((21.125F))}; 
# 36
int flag21((~(sizeof(int) - (*input15))) + (dyn_17[n16 & 7])); 
# 37
++iter19; 
# 38
}  
# 39
unsigned hi22 = (5); 
# 40
} 
#endif
# 41 "v001182.cu"
enum class Phase23: unsigned { Busy24, Idle25, Red26}; 
# 42
using idx27_t = int; 
# 44
constexpr int check_fuse28(idx27_t len29, unsigned q30) { 
# 45
len29 = 8; 
# 46
return ((15) <= (((len29 < len29) ? q30 : q30) - ((int)q30))) ? (long long)len29 : len29; 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void score31(int len32) ;
#if 0
# 49
{ 
# 50
if (len32 > (len32 * len32)) { 
# 51
len32--; 
# 52
}  
# 53
float t33 = len32; 
# 54
t33++; 
# 55
len32 = (t33 - len32); 
# 56
len32 = t33; 
# 57
unsigned long tmp34[2] = {}; 
# 58
} 
#endif
# 60 "v001182.cu"
namespace _GLOBAL__N__0b166d92_10_v001182_cu_162a9a82 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__0b166d92_10_v001182_cu_162a9a82; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__0b166d92_10_v001182_cu_162a9a82 __attribute__((visibility("hidden")))  { 
# 61
void score35(unsigned long long b36, idx27_t *__restrict__ acc37, unsigned *__restrict__ acc38) ;
#if 0
# 61
{ 
# 62
(*acc37) %= (acc37[0]); 
# 63
unsigned f39 = (sizeof(double)); 
# 64
(acc37[7]) -= ((53) * (((b36 != (32)) || ((acc37[2]) <= (*acc38))) ? (31) * f39 : f39)); 
# 65
const idx27_t mid40 = ((idx27_t)(-46)); 
# 66
short off41[6] = {static_cast< short>(b36 * f39), (short)((5) + (*acc38)), (static_cast< short>(34))}; 
# 67
size_t acc42 = ((((*acc37) | 4) > (acc38[f39])) ? __alignof__(float) : (*acc38)) * (+f39); 
# 68
} 
#endif
# 70 "v001182.cu"
void tally43_kernel(long *__restrict__ buf44) ;
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern long dyn_45[]; 
# 72
(buf44[2]) = (*buf44); 
# 73
double cnt46 = ((0.125F)); 
# 74
for (int j47 = 0; j47 < (1 << 3); j47 += 2) { 
# 75
for (int it48 = 0; it48 < 6; it48 += 1) { 
# 76
if ((buf44[4]) != (14)) { 
# 77
cnt46 /= (38); 
# 78
(buf44[j47 & 7])--; 
# 79
}  
# 80
}  
# 81
}  
# 82
} 
#endif
# 83 "v001182.cu"
enum Mode49 { MUL50, ADD51, OFF52, BLUE53 = 5}; 
# 84
}
# 86
int main() { 
# 87
int n54 = 3552; 
# 88
Phase23 t55 = Phase23::Busy24; 
# 89
int iter56 = 0; 
# 90
do { 
# 91
(--n54), (n54 >>= check_fuse28(n54, (iter56 << n54) & iter56)); 
# 92
++iter56; 
# 93
} while (iter56 < n54); 
# 94
long k57 = n54; 
# 95
const float q58 = check_fuse28((k57 != k57) ? iter56 : iter56, check_fuse28(check_fuse28(n54, k57), k57 % (5))); 
# 96
const char *tmp59 = ("tile"); 
# 97
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : fuse4_kernel((char *)nullptr, &n54, nullptr, nullptr); 
# 98
(__cudaPushCallConfiguration(256 * (OFF52), 512, sizeof(unsigned) * ((BLUE53) + (8 + ((ADD51) + ((BLUE53) + (32 + 205))))))) ? (void)0 : update14_kernel(nullptr, 39); 
# 99
(__cudaPushCallConfiguration(128 * (OFF52), sizeof(unsigned) * (8), sizeof(double) * (32))) ? (void)0 : score31(iter56 & (58L % (tmp59[0]))); 
# 100
return 0; 
# 101
} 

# 1 "v001182.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0b166d92_10_v001182_cu_162a9a82
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001182.cudafe1.stub.c"
#include "v001182.cudafe1.stub.c"
# 1 "v001182.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
