# 1 "v000169.cu"
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
# 13 "v000169.cu"
namespace _GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb __attribute__((visibility("hidden")))  { 
# 14
__attribute__((unused)) void stencil5(float a6, int n7) {int volatile ___ = 1;(void)a6;(void)n7;
# 17
::exit(___);}
#if 0
# 14
{ 
# 15
float y8 = a6 * (24); 
# 16
n7++; 
# 17
} 
#endif
# 18 "v000169.cu"
static constexpr unsigned LANES9 = (32); 
# 20
void kick10_kernel(const unsigned *src11, float p12, int len13) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern unsigned dyn_14[]; 
# 22
int t15(56UL ^ (len13 + (24UL * (*src11)))); 
# 23
do { (dyn_14[t15]) += (t15 * (dyn_14[t15 & 7])); } while (0); 
# 24
stencil5(LANES9 % (dyn_14[len13]), ((35) * (dyn_14[t15 & 7])) - ((src11 != (nullptr)) ? len13 : (src11[t15 & 7]))); 
# 25
__attribute__((unused)) static float sh_16; 
# 26
double off17{(-(17.0))}; 
# 27
off17 *= (8); 
# 28
__attribute__((unused)) static float sh_18[8 * 4]; 
# 29
} 
#endif
# 30 "v000169.cu"
}
# 31
enum State19 { SLOW20, BLUE21}; 
# 32
enum Mode22 { MUL23, ADD24, GREEN25, MUL26}; 
# 34
__attribute__((visibility("hidden"))) void scatter27_kernel(int *dst28) ;
#if 0
# 34
{ 
# 35
if (dst28[0]) { 
# 36
return; }  
# 37
(dst28[5]) = LANES9; 
# 38
__attribute__((unused)) static unsigned char sh_29[(BLUE21) + ((GREEN25) + ((GREEN25) + ((BLUE21) + 2)))]; 
# 39
stencil5(sizeof(long), LANES9 / (((sh_29[4]) == LANES9) ? *dst28 : LANES9)); 
# 40
constexpr char m30 = (14); 
# 41
int cnt31[3] = {}; 
# 42
} 
#endif
# 44 "v000169.cu"
__attribute__((unused)) unsigned char norm32(int count33) {int volatile ___ = 1;(void)count33;
# 49
::exit(___);}
#if 0
# 44
{ 
# 45
short idx34[3] = {}; 
# 46
count33 += 1149; 
# 47
int acc35{(42LL)}; 
# 48
return acc35 | (' '); 
# 49
} 
#endif
# 51 "v000169.cu"
float combine36(int count37) { 
# 52
count37 %= (count37 & ((count37 | count37) % LANES9)); 
# 53
if (count37 == count37) { 
# 54
return (count37 - count37) << ((count37 <= sizeof(unsigned)) ? LANES9 : (45)); }  
# 55
count37++; 
# 56
Mode22 res38 = ADD24; 
# 57
return count37; 
# 58
} 
# 61
void fold39(long p40, int lane41) { 
# 62
State19 t42 = BLUE21; 
# 63
unsigned h43 = ((p40 + t42) < combine36(p40)) ? (18U + lane41) / t42 : (2741); 
# 64
if (t42 != (BLUE21)) { 
# 65
return; }  
# 66
} 
# 68
int main() { 
# 69
int len44 = 3577; 
# 70
for (int j45 = len44; j45 > 0; --j45) { 
# 71
len44 = ((short)((LANES9 + j45) + (2 + j45))); }  
# 72
int *mid46 = ((int *)nullptr); 
# 73
for (int n47 = 0; n47 < len44; n47++) { 
# 74
static_assert((21 == 21), "expected value");
# 75
}  
# 76
do { len44 += (55LL - len44); } while (0); 
# 77
(__cudaPushCallConfiguration(dim3(4 * 16, LANES9 + (32)), dim3((len44 + 63) / 64, 1 << ((MUL26) + ((ADD24) + 5)), (len44 + 63) / 64), 0, (cudaStream_t)0)) ? (void)0 : kick10_kernel(reinterpret_cast< const unsigned *>(mid46), (LANES9 * (*mid46)) + combine36(ADD24), (LANES9 + (mid46[len44])) - (*mid46)); 
# 78
(__cudaPushCallConfiguration((len44 + 31) / 32, 1 << ((GREEN25) + 6), sizeof(int) * (32))) ? (void)0 : scatter27_kernel(nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000169.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c5505f46_10_v000169_cu_ce4d53fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000169.cudafe1.stub.c"
#include "v000169.cudafe1.stub.c"
# 1 "v000169.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
