# 1 "v001101.cu"
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
# 5 "v001101.cu"
__attribute__((visibility("hidden"))) void accum1(int lane2, const int *input3) ;
#if 0
# 5
{ 
# 6
int idx4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 7
if (idx4 >= lane2) { 
# 8
return; 
# 9
}  
# 10
short prod5 = (-(lane2 * 33L)) + (((input3[1]) - lane2) * 15); 
# 11
int mid6 = (-lane2) * ((25) + (__device_builtin_variable_gridDim.y)); 
# 12
} 
#endif
# 15 "v001101.cu"
__attribute((noinline)) __attribute__((unused)) signed char scale7(short beta8, int stride9, float p10) {int volatile ___ = 1;(void)beta8;(void)stride9;(void)p10;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
p10 -= (((unsigned)((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_gridDim.y))) - (34)); 
# 17
__attribute__((unused)) static int sh_11[16]; 
# 18
return stride9 >> ((sizeof(float) >> beta8) & ((__device_builtin_variable_blockDim.x) * (sh_11[9]))); 
# 19
} 
#endif
# 20 "v001101.cu"
enum Op12 { RED13, MUL14, ADD15 = 3, BLUE16 = 7}; 
# 22
template< class T, int N = 5> 
# 23
__attribute((noinline)) __attribute__((unused)) T relax17(T *out18) {int volatile ___ = 1;(void)out18;
# 28
::exit(___);}
#if 0
# 23
{ 
# 24
float off19 = ((24.875F) + ((__device_builtin_variable_gridDim.x) ? N : N)) + (6.875F); 
# 25
int h20 = static_cast< T>((N) - off19); 
# 26
unsigned long long lo21[2]{(42U), (13)}; 
# 27
return __device_builtin_variable_blockDim.z; 
# 28
} 
#endif
# 29 "v001101.cu"
static int c_blend22[8]; 
# 31
__attribute__((visibility("hidden"))) void norm23_kernel(float *buf24, int n25, float q26) ;
#if 0
# 31
{ 
# 32
if ((43U) >= q26) { 
# 33
return; 
# 34
}  
# 35
long long e27[3] = {}; 
# 36
__attribute__((unused)) static float sh_28; 
# 37
sh_28 -= (c_blend22[__device_builtin_variable_gridDim.z]); 
# 38
int cnt29 = ((q26 - (e27[0])) < ((buf24[2]) + sh_28)) ? 1852 : ((((sh_28 > n25) ? 57 : 4) > q26) ? (e27[__device_builtin_variable_blockIdx.x]) * n25 : ((29) + q26)); 
# 39
__attribute__((unused)) static int sh_30; 
# 40
} 
#endif
# 42 "v001101.cu"
__attribute((noinline)) __attribute__((unused)) int march31(int count32, int lane33 = -28) {int volatile ___ = 1;(void)count32;(void)lane33;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
count32 = ((-(lane33 % count32)) % (static_cast< long>(53))); 
# 44
Op12 q34 = ADD15; 
# 45
float e35[3]{(4.0F), (23.5F), (16.125F)}; 
# 46
for (const auto &off36 : e35) { 
# 47
lane33 ^= ((q34 == (ADD15)) ? count32 | count32 : (54L | ((c_blend22[count32]) & (c_blend22[lane33])))); 
# 48
const int e37 = e35[count32]; 
# 49
}  
# 50
int sum38[3] = {lane33, static_cast< int>(0U & lane33)}; 
# 51
return q34; 
# 52
} 
#endif
# 54 "v001101.cu"
namespace _GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6 __attribute__((visibility("hidden")))  { 
# 55
void weigh39_kernel(int *__restrict__ buf40, float a41, unsigned *__restrict__ data42) ;
#if 0
# 55
{ 
# 56
(*data42) = (((*buf40) + (__device_builtin_variable_gridDim.y)) - (c_blend22[2])); 
# 57
double off43 = ((8.0F)); 
# 58
unsigned f44 = (double)(((__device_builtin_variable_threadIdx.x) + (c_blend22[0])) | (44UL << (c_blend22[7]))); 
# 59
int u45[2] = {4, 2}; 
# 60
auto hi46 = (MUL14) % f44; 
# 61
} 
#endif
# 63 "v001101.cu"
__attribute((noinline)) __attribute__((unused)) void weigh47(int n48) {int volatile ___ = 1;(void)n48;
# 71
::exit(___);}
#if 0
# 63
{ 
# 64
if (((__device_builtin_variable_blockIdx.z) ^ n48) < n48) { 
# 65
return; 
# 66
}  
# 67
n48 ^= (__device_builtin_variable_gridDim.x); 
# 68
n48 = (((((__device_builtin_variable_threadIdx.z) > n48) ? 9 : (c_blend22[4])) + ((__device_builtin_variable_blockIdx.y) | (5))) + n48); 
# 69
__attribute__((unused)) static short sh_49; 
# 70
__attribute__((unused)) static int sh_50[(BLUE16) + ((BLUE16) + 114)]; 
# 71
} 
#endif
# 72 "v001101.cu"
}
# 74
namespace _GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6 __attribute__((visibility("hidden")))  { 
# 75
void bump51(float *__restrict__ acc52, float beta53, unsigned alpha54, int stride55) ;
#if 0
# 75
{ 
# 76
int gid56 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
beta53 += (((RED13) - (c_blend22[1])) - 37UL); 
# 78
auto x57 = beta53; 
# 79
__attribute__((unused)) static int sh_58; 
# 80
x57 += ((49) * (((c_blend22[__device_builtin_variable_gridDim.y]) != (MUL14)) ? (alpha54 >= (44)) ? c_blend22[__device_builtin_variable_warpSize] : (8.75F) : (acc52[sh_58 & 7]))); 
# 81
} 
#endif
# 83 "v001101.cu"
__attribute__((unused)) double pack59(double cfg60) {int volatile ___ = 1;(void)cfg60;
# 95
::exit(___);}
#if 0
# 83
{ 
# 84
const int prod61 = (-((c_blend22[1]) / 8L)) - ((c_blend22[__device_builtin_variable_blockIdx.x]) << (c_blend22[5])); 
# 85
int diff62 = 64; 
# 86
float cnt63[5] = {(0U)}; 
# 87
char r64(((int)3L)); 
# 88
for (auto q65 : cnt63) { 
# 89
if (prod61) { 
# 90
return +((__device_builtin_variable_threadIdx.x) * prod61); 
# 91
}  
# 92
__attribute__((unused)) static int sh_66; 
# 93
}  
# 94
return (unsigned long)((__device_builtin_variable_threadIdx.x) * diff62); 
# 95
} 
#endif
# 96 "v001101.cu"
}
# 98
constexpr int run_update67(int n68, int n69) { 
# 99
return n69; 
# 100
} 
# 102
int main() { 
# 103
int size70 = 1805; 
# 104
const unsigned t71 = size70; 
# 105
Op12 x72 = BLUE16; 
# 106
int lim73[6] = {}; 
# 107
(__cudaPushCallConfiguration((size70 + 127) / 128, sizeof(float) * ((MUL14) + 31), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : accum1(1 + (lim73[t71]), lim73); 
# 108
(__cudaPushCallConfiguration((ADD15) + 13, (ADD15) + 253, 0, (cudaStream_t)0)) ? (void)0 : norm23_kernel(nullptr, (sizeof(float) * x72) % ((63) + t71), (size70 * 50) * 3); 
# 109
(__cudaPushCallConfiguration((size70 + 63) / 64, 64, 4096)) ? (void)0 : weigh39_kernel(lim73, size70, nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v001101.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__29d389bd_10_v001101_cu_a9b849b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001101.cudafe1.stub.c"
#include "v001101.cudafe1.stub.c"
# 1 "v001101.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
