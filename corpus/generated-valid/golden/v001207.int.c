# 1 "v001207.cu"
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
# 14 "v001207.cu"
__attribute__((visibility("hidden"))) void scale4(unsigned *acc5) ;
#if 0
# 14
{ 
# 15
size_t t6[2]{(30U), (57L)}; 
# 16
unsigned e7 = (((64) + (*acc5)) * (acc5[6])) * (53); 
# 17
e7 += (((64) * ((t6[e7]) - (t6[1]))) - 60UL); 
# 18
(t6[e7])++; 
# 19
if ((t6[0]) == (t6[e7])) { 
# 20
return; }  
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v001207.cu"
template< class T, int N = 7> static void 
# 24
__wrapper__device_stub_gather8_kernel(T *&buf9, double &a10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
T k11 = (27U); 
# 26
static_assert((sizeof(int) == (4)), "expected value");
# 27
--k11; 
# 28
if (char f12 = a10 - ((a10 - (49)) * ((33) + a10)); f12 && ((*buf9) > (buf9[f12])) && ((a10 + (1)) < (*buf9))) { 
# 29
k11++; }  
# 30
k11 = N; 
# 31
bool s13 = (k11 - 1) <= k11; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001207.cu"
template< class T, int N = 7> static void 
# 24
gather8_kernel(T *buf9, double a10) {__wrapper__device_stub_gather8_kernel<T,N>(buf9,a10);
# 32
return;}
#if 0
# 24
{ 
# 25
T k11 = (27U); 
# 26
static_assert((sizeof(int) == (4)), "expected value");
# 27
--k11; 
# 28
if (char f12 = a10 - ((a10 - (49)) * ((33) + a10)); f12 && ((*buf9) > (buf9[f12])) && ((a10 + (1)) < (*buf9))) { 
# 29
k11++; }  
# 30
k11 = N; 
# 31
bool s13 = (k11 - 1) <= k11; 
# 32
} 
#endif
# 34 "v001207.cu"
__attribute__((unused)) int update14(int count15 = -648) {int volatile ___ = 1;(void)count15;
# 39
::exit(___);}
#if 0
# 34
{ 
# 35
count15 *= count15; 
# 36
count15++; 
# 37
unsigned h16 = count15; 
# 38
return h16; 
# 39
} 
#endif
# 41 "v001207.cu"
__attribute__((unused)) float update17(float *dst18, int len19, const int *src20) {int volatile ___ = 1;(void)dst18;(void)len19;(void)src20;
# 55
::exit(___);}
#if 0
# 41
{ 
# 42
len19 %= len19; 
# 43
switch (len19) { 
# 44
case 6:  
# 45
case 3:  
# 46
(*dst18)--; 
# 47
break; 
# 48
default:  { 
# 49
int x21[7] = {len19, 52}; 
# 50
break; 
# 51
} 
# 52
}  
# 53
double u22(*dst18); 
# 54
return sizeof(long long) * ((len19 * 2934U) % (1)); 
# 55
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 57 "v001207.cu"
template< class T> static void 
# 58
__wrapper__device_stub_relax23(T *&acc24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 58
{ 
# 59
if (((acc24[1]) - (acc24[3])) != (*acc24)) { 
# 60
return; }  
# 61
int m25 = 64 / ((acc24[4]) + 57L); 
# 62
T flag26(m25); 
# 63
int tmp27 = (sizeof(T)); 
# 64
unsigned off28[1 + (1 + 2)] = {}; 
# 65
flag26 *= (m25 + flag26); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 57 "v001207.cu"
template< class T> static void 
# 58
relax23(T *acc24) {__wrapper__device_stub_relax23<T>(acc24);
# 66
return;}
#if 0
# 58
{ 
# 59
if (((acc24[1]) - (acc24[3])) != (*acc24)) { 
# 60
return; }  
# 61
int m25 = 64 / ((acc24[4]) + 57L); 
# 62
T flag26(m25); 
# 63
int tmp27 = (sizeof(T)); 
# 64
unsigned off28[1 + (1 + 2)] = {}; 
# 65
flag26 *= (m25 + flag26); 
# 66
} 
#endif
# 69 "v001207.cu"
__attribute__((visibility("hidden"))) void merge29(int count30, int *out31) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern float dyn_32[]; 
# 71
int v33[4] = {}; 
# 72
int flag34 = ((6 * (out31[3])) * ((v33[0]) - (v33[count30]))) * 7; 
# 73
flag34 &= ((v33[3]) - (out31[flag34])); 
# 74
float cnt35 = ((flag34 + (dyn_32[flag34])) * (sizeof(unsigned))) / (((16.625F) + count30) - (8)); 
# 75
} 
#endif
# 78 "v001207.cu"
__attribute__((unused)) float tally36(int len37, int stride38, int lane39) {int volatile ___ = 1;(void)len37;(void)stride38;(void)lane39;
# 84
::exit(___);}
#if 0
# 78
{ 
# 79
short base40{(41)}; 
# 80
__attribute__((unused)) static size_t sh_41[2 * 4]; 
# 81
base40++; 
# 82
int s42{(-18)}; 
# 83
return s42; 
# 84
} 
#endif
# 86 "v001207.cu"
void host_scatter43(bool p44, float a45 = (23.625F)) { 
# 87
size_t flag46 = (p44 + p44) % 60; 
# 88
float r47 = p44; 
# 89
a45--; 
# 90
p44 = a45; 
# 91
--flag46; 
# 92
} 
# 94
int main() { 
# 95
int count48 = 356; 
# 96
count48 |= (1 - count48); 
# 97
auto op49 = []()->int { 
# 98
return 64; 
# 99
} ; typedef decltype(op49) __T0;
# 100
if ((count48 * 64) > count48) { 
# 101
return 64; }  
# 102
(__cudaPushCallConfiguration((count48 + 63) / 64, (1 + (1 + (1 + 1))) * 16, 0)) ? (void)0 : merge29(count48 + count48, &count48); 
# 103
(__cudaPushCallConfiguration((count48 + 63) / 64, 32, 4096)) ? (void)0 : scale4((unsigned *)nullptr); 
# 104
(__cudaPushCallConfiguration((count48 + 127) / 128, 64 * 8)) ? (void)0 : gather8_kernel< unsigned, 7> (nullptr, -count48); 
# 105
(__cudaPushCallConfiguration(2, 16 + 240)) ? (void)0 : relax23< float> ((float *)nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001207.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a2ca4cf_10_v001207_cu_4c712e00
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001207.cudafe1.stub.c"
#include "v001207.cudafe1.stub.c"
# 1 "v001207.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
