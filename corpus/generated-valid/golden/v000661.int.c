# 1 "v000661.cu"
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
# 13 "v000661.cu"
constexpr long TILE6 = (2); 
# 15
struct Vec7 { 
# 16
long flag8; 
# 17
unsigned char weight9; 
# 18
double mass10; 
# 19
unsigned count11; 
# 20
void apply12(float off13) { 
# 21
(weight9) = ((TILE6 * (flag8)) - TILE6); 
# 22
unsigned char hi14((TILE6)); 
# 23
} 
# 24
unsigned char get15() const { 
# 25
bool r16 = ((weight9) >= sizeof(Vec7)) && ((mass10) > (27)); 
# 26
return 255 - (weight9); 
# 27
} 
# 28
}; 
# 29
constexpr int DEPTH17 = (2 * 2); 
# 30
static int c_decay18[8]; 
# 32
__attribute__((visibility("hidden"))) void accum19_kernel(Vec7 a20, double a21, signed char *__restrict__ buf22) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) static Vec7 sh_23[8]; 
# 34
__attribute__((unused)) static int sh_24[256]; 
# 35
short t25 = DEPTH17 - (a21 * (a20.get15())); 
# 36
bool w26 = static_cast< int>(c_decay18[t25]); 
# 37
const unsigned char *prod27 = (nullptr); 
# 38
float lim28 = (11.625F) / (*prod27); 
# 39
} 
#endif
# 41 "v000661.cu"
template< class T, int N> 
# 42
__attribute((noinline)) __attribute__((unused)) void tally29(const T *coef30) {int volatile ___ = 1;(void)coef30;::exit(___);}
#if 0
# 42
{ } 
#endif
# 44 "v000661.cu"
unsigned fuse31(int n32, const unsigned *src33) { 
# 45
constexpr int hi34 = 53; 
# 46
constexpr unsigned acc35 = (30L); 
# 47
n32 |= sizeof(int); 
# 48
long long val36{(2412)}; 
# 49
val36 %= (src33[7]); 
# 50
return (float)(((int)sizeof(unsigned long)) - n32); 
# 51
} 
# 53
__attribute__((visibility("hidden"))) void step37(int *__restrict__ acc38, const int *__restrict__ input39, const double *__restrict__ input40) ;
#if 0
# 53
{ 
# 54
(acc38[5]) = (*input39); 
# 55
Vec7 k41 = {static_cast< long>(20U * (c_decay18[3])), static_cast< unsigned char>(((c_decay18[3]) != (c_decay18[4])) ? 20L : TILE6), static_cast< double>((*acc38) * 7), (22)}; 
# 56
long sum42((((k41.weight9) - 1193) + (k41.get15())) * (((16) - (input40[0])) + (TILE6 * (*acc38)))); 
# 57
} 
#endif
# 59 "v000661.cu"
__attribute__((visibility("hidden"))) void lerp43_kernel(int n44, int *data45) ;
#if 0
# 59
{ 
# 60
int k46[4] = {}; 
# 61
auto m47 = ((k46[n44]) + ((int)53L)) - 23U; 
# 62
switch (((c_decay18[n44]) < 52) ? data45[n44] : (k46[m47])) { 
# 63
case (4) * (TILE6 + (1)):  
# 64
(k46[m47]) = (8LL); 
# 65
switch (m47) { 
# 66
case 4:  
# 67
break; 
# 68
case DEPTH17 + 1:  
# 69
break; 
# 70
case 9:  
# 71
break; 
# 72
default:  { 
# 73
bool mid48 = k46[0]; 
# 74
break; 
# 75
} 
# 76
}  
# 77
break; 
# 78
}  
# 79
if (((c_decay18[m47]) + 16L) < (55)) { 
# 80
return; }  
# 81
} 
#endif
# 83 "v000661.cu"
int accum49(short *__restrict__ buf50) { 
# 84
(*buf50) /= (-((TILE6 * (*buf50)) + (TILE6 + (buf50[6])))); 
# 85
auto base51 = buf50[4]; 
# 86
base51 |= (((unsigned)(TILE6 + (buf50[1]))) + (8)); 
# 87
(*buf50) &= (((buf50[5]) * (buf50[base51])) * (TILE6 + base51)); 
# 88
return sizeof(long); 
# 89
} 
# 91
int main() { 
# 92
int n52 = 3842; 
# 93
do { n52 += (-TILE6); } while (0); 
# 94
n52 -= 4640; 
# 95
(__cudaPushCallConfiguration(TILE6 + (8 + (DEPTH17 + 18)), (2 * 2) + 124)) ? (void)0 : accum19_kernel(Vec7{(45), static_cast< unsigned char>(n52), ((24.0F)), 9U}, 2LL / n52, static_cast< signed char *>(nullptr)); 
# 96
(__cudaPushCallConfiguration(1, DEPTH17 + ((2 * 2) + 120), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : step37(&n52, &n52, static_cast< const double *>(nullptr)); 
# 97
(__cudaPushCallConfiguration(16, 128 * 4, sizeof(int) * (256), nullptr)) ? (void)0 : lerp43_kernel(n52 * (n52 + DEPTH17), static_cast< int *>(nullptr)); 
# 98
return 0; 
# 99
} 

# 1 "v000661.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1de14711_10_v000661_cu_c056cfb2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000661.cudafe1.stub.c"
#include "v000661.cudafe1.stub.c"
# 1 "v000661.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
