# 1 "v000666.cu"
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
# 13 "v000666.cu"
class Pixel5 { 
# 14
int x6, vel7; 
# 16
public: Pixel5(int init8, int c9) : x6(init8), vel7(c9) { } 
# 17
void total10(double cnt11) { 
# 18
Pixel5 lim12{(int)(vel7), (int)((vel7) % 33)}; 
# 19
} 
# 20
void mix13(int w14) { 
# 21
Pixel5 q15(vel7, 5 + w14); 
# 22
} 
# 23
}; 
# 25
__attribute__((unused)) int sift16(int len17, int stride18, double q19) {int volatile ___ = 1;(void)len17;(void)stride18;(void)q19;
# 30
::exit(___);}
#if 0
# 25
{ 
# 26
float w20{(23.875F)}; 
# 27
Pixel5 h21{stride18, stride18}; 
# 28
int lim22[4] = {}; 
# 29
return stride18 % (lim22[len17]); 
# 30
} 
#endif
# 31 "v000666.cu"
static unsigned char c_probe23; 
# 33
__attribute__((visibility("hidden"))) void mix24_kernel(int *__restrict__ data25) ;
#if 0
# 33
{ 
# 34
for (int n26 = 0; n26 < 15; n26 += 1) { 
# 35
(data25[n26 & 7]) <<= ((18 | n26) + ((c_probe23 + 5) * c_probe23)); }  
# 36
(data25[6]) = (((c_probe23 | 36U) >> ((*data25) >> c_probe23)) / (2)); 
# 37
do { (*data25) += c_probe23; } while (0); 
# 38
int t27[8] = {(27U), (4578U), (817L), (-6), (42L), (24L), (489U), 23}; 
# 39
(*data25) = ((((data25[c_probe23]) % 38) + 45) - ((((data25[c_probe23]) * (*data25)) > 5) ? (data25[c_probe23]) * (*data25) : 5)); 
# 40
} 
#endif
# 42 "v000666.cu"
void reduce28(int lane29 = 7U) { 
# 43
--lane29; 
# 44
lane29 <<= ((lane29 < 37) ? lane29 : ((lane29 == lane29) ? 4458 : (1 >> lane29))); 
# 45
int s30 = 51 * lane29; 
# 46
s30++; 
# 47
} 
# 48
const char *g_shade31 = ("C:\\dir"); 
# 50
namespace _GLOBAL__N__80367fa8_10_v000666_cu_447eb50e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__80367fa8_10_v000666_cu_447eb50e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__80367fa8_10_v000666_cu_447eb50e __attribute__((visibility("hidden")))  { 
# 51
__attribute__((unused)) void tile32(long long *acc33, unsigned *data34, const float *__restrict__ coef35) {int volatile ___ = 1;(void)acc33;(void)data34;(void)coef35;
# 60
::exit(___);}
#if 0
# 51
{ 
# 52
if (((acc33[c_probe23 & 7]) - (*coef35)) < (32)) { 
# 53
return; }  
# 54
if ((coef35[c_probe23]) == (51)) { 
# 55
return; }  
# 56
float v36[5] = {(43U)}; 
# 57
(acc33[c_probe23]) = ((51L | c_probe23) * (((*coef35) < c_probe23) ? *data34 : (*coef35))); 
# 58
int v37((c_probe23 * 15) & 11U); 
# 59
(*data34) = (((data34[1]) * ((9) & (*acc33))) + (26)); 
# 60
} 
#endif
# 61 "v000666.cu"
enum class Kind38 { Green39, Blue40}; 
# 63
void sweep41_kernel(int lane42, int n43, int stride44, const size_t *__restrict__ in45) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) static char sh_46; 
# 65
for (int n47 = 0; n47 < 10; n47++) { 
# 66
const unsigned long mid48 = n47; 
# 67
Pixel5 tmp49(53ULL * n43, 4); 
# 68
int e50{32}; 
# 69
}  
# 70
} 
#endif
# 71 "v000666.cu"
}
# 73
unsigned host_filter51(Pixel5 b52, const int *input53, int stride54) { 
# 74
for (int i55 = 0; i55 < 5; i55++) { 
# 75
stride54 >>= (12L + (input53[i55])); 
# 76
switch (g_shade31[0]) { 
# 77
case 0:  { 
# 78
static float y56 = (-(7.25F)); 
# 79
y56 += ((5) - y56); 
# 80
break; 
# 81
} 
# 82
case 7:  { 
# 83
++stride54; 
# 84
const char *sum57 = ("path\\to"); 
# 85
break; 
# 86
} 
# 87
case 2:  
# 88
break; 
# 89
case 11:  
# 90
break; 
# 91
default:  
# 92
break; 
# 93
}  
# 94
}  
# 95
return stride54; 
# 96
} 
# 98
int main() { 
# 99
int len58 = 1275; 
# 100
Pixel5 flag59(16, len58); 
# 101
len58 = (len58 % sizeof(int)); 
# 102
if (28U != (g_shade31[0])) { 
# 103
return sizeof(short); }  
# 104
(__cudaPushCallConfiguration(16 * 16, 32, sizeof(int) * (32))) ? (void)0 : mix24_kernel(&len58); 
# 105
(__cudaPushCallConfiguration((len58 + 255) / 256, 32, 1024, nullptr)) ? (void)0 : sweep41_kernel(len58, 3 + (-(g_shade31[0])), 58UL >> ((long)(g_shade31[0])), (const size_t *)nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v000666.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80367fa8_10_v000666_cu_447eb50e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000666.cudafe1.stub.c"
#include "v000666.cudafe1.stub.c"
# 1 "v000666.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
