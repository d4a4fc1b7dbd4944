# 1 "v001550.cu"
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
# 9 "v001550.cu"
__attribute__((visibility("hidden"))) void count4_kernel(const float *coef5) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) static int sh_6[64]; 
# 11
auto diff7 = (coef5[(__device_builtin_variable_gridDim.x) & (7)]) == (sh_6[25]); 
# 12
if ((coef5 != (nullptr)) && (!diff7)) { 
# 13
goto finish8; 
# 14
}  
# 15
--(sh_6[41]); 
# 16
finish8:; ; 
# 17
} 
#endif
# 19 "v001550.cu"
namespace _GLOBAL__N__c21e23be_10_v001550_cu_ec04b705 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__c21e23be_10_v001550_cu_ec04b705; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__c21e23be_10_v001550_cu_ec04b705 __attribute__((visibility("hidden")))  { 
# 20
__attribute__((unused)) float probe9(int n10) {int volatile ___ = 1;(void)n10;
# 28
::exit(___);}
#if 0
# 20
{ 
# 21
float base11[5] = {}; 
# 22
__attribute__((unused)) static int sh_12; 
# 23
constexpr unsigned res13 = (58UL); 
# 24
sh_12 = (res13 / n10); 
# 25
float lo14 = (8.5F); 
# 26
--lo14; 
# 27
return base11[__device_builtin_variable_blockIdx.z]; 
# 28
} 
#endif
# 29 "v001550.cu"
}
# 31
__attribute__((unused)) int bump15(int len16, int lane17) {int volatile ___ = 1;(void)len16;(void)lane17;
# 38
::exit(___);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) static int sh_18[3][5]; 
# 33
{ 
# 34
__attribute__((unused)) static long sh_19; 
# 35
lane17 %= 29; 
# 36
} 
# 37
return 41; 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40 "v001550.cu"
template< class T, int N> static void 
# 41
__wrapper__device_stub_rank20(T &cfg21, int &lane22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
unsigned i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (i23 >= lane22) { 
# 44
return; 
# 45
}  
# 46
lane22 *= 62; 
# 47
T lo24 = i23 + (8.375); 
# 48
short prod25[5] = {(static_cast< short>((16.0))), (53UL), (short)((__device_builtin_variable_blockIdx.x) + (38)), static_cast< short>(probe9(lo24))}; 
# 49
static_assert((12 == 12), "tile must fit");
# 50
if (__device_builtin_variable_warpSize != (__device_builtin_variable_gridDim.y)) { 
# 51
return; 
# 52
}  
# 53
} 
#endif

#pragma GCC diagnostic pop

# 40 "v001550.cu"
template< class T, int N> static void 
# 41
rank20(T cfg21, int lane22) {__wrapper__device_stub_rank20<T,N>(cfg21,lane22);
# 53
return;}
#if 0
# 41
{ 
# 42
unsigned i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (i23 >= lane22) { 
# 44
return; 
# 45
}  
# 46
lane22 *= 62; 
# 47
T lo24 = i23 + (8.375); 
# 48
short prod25[5] = {(static_cast< short>((16.0))), (53UL), (short)((__device_builtin_variable_blockIdx.x) + (38)), static_cast< short>(probe9(lo24))}; 
# 49
static_assert((12 == 12), "tile must fit");
# 50
if (__device_builtin_variable_warpSize != (__device_builtin_variable_gridDim.y)) { 
# 51
return; 
# 52
}  
# 53
} 
#endif
# 54 "v001550.cu"
constexpr inline long BLOCK26 = (7); 
# 56
__attribute__((unused)) inline float split27(int stride28, unsigned a29, double q30) {int volatile ___ = 1;(void)stride28;(void)a29;(void)q30;
# 63
::exit(___);}
#if 0
# 56
{ 
# 57
if (int val31 = ((stride28 * __device_builtin_variable_warpSize) + BLOCK26) - (((__device_builtin_variable_threadIdx.z) > (27)) ? stride28 : ((53UL < stride28) ? a29 : a29)); (__device_builtin_variable_threadIdx.x) & (1)) { 
# 58
stride28 -= val31; 
# 59
}  
# 60
stride28 ^= ((bump15(BLOCK26, 3940UL)) + 2670UL); 
# 61
stride28 ^= 61UL; 
# 62
return stride28; 
# 63
} 
#endif
# 64 "v001550.cu"
static int d_step32; 
# 65
static_assert(((BLOCK26 + (34)) > (40)), "expected value");
# 67
__attribute__((visibility("hidden"))) void kick33(const double *__restrict__ coef34) ;
#if 0
# 67
{ 
# 68
if (bool w35 = d_step32 > ((31) + (coef34[3])); (w35 * (__device_builtin_variable_threadIdx.x)) & (1)) { 
# 70
#pragma unroll 8
for (
# 70
int it36 = 0; it36 < d_step32; it36 += 1) { 
# 71
d_step32 -= BLOCK26; 
# 72
split27(it36, split27(*coef34, (48) + (coef34[it36 & 7]), bump15(BLOCK26, 2248)), (BLOCK26 - w35) - split27(coef34[4], w35, w35)); 
# 73
}  
# 74
}  
# 75
} 
#endif
# 77 "v001550.cu"
void run_spread37(const int *coef38, unsigned *dst39, float q40) { 
# 78
if ((*coef38) < BLOCK26) { 
# 79
goto skip42; 
# 80
}  
# 81
for (int n41 = 0; n41 < (4 * 2); ++n41) { 
# 82
(__cudaPushCallConfiguration(((dim3)((n41 + 63) / 64)), 64 * 8, sizeof(double) * (128))) ? (void)0 : count4_kernel(&q40); 
# 83
if ((42) <= q40) { 
# 84
return; 
# 85
}  
# 86
}  
# 87
skip42:; ; 
# 88
} 
# 90
int main() { 
# 91
int size43 = 2404; 
# 92
if ((size43 != size43) && (size43 != 31UL)) { 
# 93
return sizeof(float); 
# 94
}  
# 95
int pass44 = 0; 
# 96
do { 
# 97
if (size43 == pass44) { 
# 98
return 15; 
# 99
}  
# 100
long x45[5]{(40), (long)pass44, (34), BLOCK26, (10)}; 
# 101
++pass44; 
# 102
} while (pass44 < 5); 
# 103
(__cudaPushCallConfiguration(dim3((pass44 + 31) / 32, (pass44 + 255) / 256, 2), dim3(16, (size43 + 127) / 128))) ? (void)0 : rank20< double, 2> (pass44, BLOCK26 * pass44); 
# 104
(__cudaPushCallConfiguration((BLOCK26 + (25)) * (4), 128, 0)) ? (void)0 : kick33(nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001550.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c21e23be_10_v001550_cu_ec04b705
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001550.cudafe1.stub.c"
#include "v001550.cudafe1.stub.c"
# 1 "v001550.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
