# 1 "v002049.cu"
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
# 14 "v002049.cu"
__attribute__((visibility("hidden"))) void spread6_kernel(int len7, const int *src8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern size_t dyn_9[]; 
# 16
len7 = (*src8); 
# 17
int iter10 = 0; 
# 18
while (iter10 < 8) { 
# 19
len7 = 9; 
# 20
char res11 = (*src8) * 2; 
# 21
++iter10; 
# 22
}  
# 23
(dyn_9[1]) = ((len7 - sizeof(double)) / (28)); 
# 24
double h12((dyn_9[4]) / (((4.125F) + iter10) / (26LL))); 
# 25
int y13{(47L)}; 
# 26
} 
#endif
# 27 "v002049.cu"
static void march14_kernel(unsigned *data15, unsigned *dst16, int n17, int n18) ;
#if 0
# 27
{ 
# 28
int flag19((n17 >= n18) ? 8 : n18); 
# 29
int m20 = 128 ^ n17; 
# 30
const int res21 = 128; 
# 31
auto e22 = 28; 
# 32
int x23 = (128) - (m20 * ((13) - (data15[3]))); 
# 33
auto w24 = data15[6]; 
# 34
flag19 = 40; 
# 35
} 
#endif
# 36 "v002049.cu"
__attribute__((visibility("hidden"))) void lerp25(const int *input26) ;
#if 0
# 36
{ 
# 37
int *val27 = ((int *)nullptr); 
# 38
static_assert((44 > 43), "bad config");
# 39
signed char h28 = (5); 
# 40
int h29[8]{(-54L), (31U), 11, (-28), 22, (-45), 0, 3037}; 
# 41
++(h29[5]); 
# 42
const unsigned t30 = (h29[h28]) & (h29[1]); 
# 43
} 
#endif
# 45 "v002049.cu"
struct Span31 { 
# 46
double flag32; 
# 47
int count33; 
# 48
}; 
# 50
__attribute((always_inline)) __attribute__((unused)) inline float step34(int count35) {int volatile ___ = 1;(void)count35;
# 57
::exit(___);}
#if 0
# 50
{ 
# 51
auto res36 = count35; 
# 52
static_assert((23 > 22), "size check");
# 53
int flag37[5]{42, (static_cast< int>(42L)), 59, count35, 55}; 
# 54
Span31 idx38 = Span31{(static_cast< double>((24.375F))), (-57)}; 
# 55
--(idx38.flag32); 
# 56
return ~(flag37[count35]); 
# 57
} 
#endif
# 58 "v002049.cu"
constexpr inline int TILE39 = 8; 
# 59
enum class State40: unsigned char { High41, High42, Idle43}; 
# 61
__attribute__((unused)) void scatter44(long a45, int stride46) {int volatile ___ = 1;(void)a45;(void)stride46;
# 83
::exit(___);}
#if 0
# 61
{ 
# 62
if ((a45 & (44)) != (37)) { 
# 63
return; 
# 64
}  
# 65
constexpr int res47 = (8U); 
# 66
if ((~stride46) != stride46) { 
# 67
goto finish50; 
# 68
}  
# 69
switch ((stride46 > stride46) ? 2U : (5)) { 
# 70
case 7:  
# 71
a45 = TILE39; 
# 72
break; 
# 73
case 1:  { 
# 74
float idx48 = step34((2 | stride46) + 849); 
# 75
Span31 t49{(static_cast< double>(res47)), (21L)}; 
# 76
break; 
# 77
} 
# 78
case TILE39 + 4:  
# 79
a45 = (stride46 + step34(a45 / (7))); 
# 80
break; 
# 81
}  
# 82
finish50:; ; 
# 83
} 
#endif
# 84 "v002049.cu"
int main() { 
# 85
int size51 = 2381; 
# 86
size51 = TILE39; 
# 87
size51 = (128 ^ size51); 
# 88
size51 = TILE39; 
# 89
float x52 = (TILE39); 
# 90
x52 = (2027L); 
# 91
x52 = (sizeof(unsigned) * size51); 
# 92
(__cudaPushCallConfiguration(dim3((size51 + 31) / 32, (size51 + 31) / 32, (size51 + 127) / 128), ((dim3)((size51 + 255) / 256)), 28 + 228)) ? (void)0 : spread6_kernel(x52, (const int *)nullptr); 
# 93
(__cudaPushCallConfiguration(4, 64, 0)) ? (void)0 : march14_kernel(nullptr, nullptr, 55, TILE39); 
# 94
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (2))), 512)) ? (void)0 : lerp25((const int *)nullptr); 
# 95
return 0; 
# 96
} 

# 1 "v002049.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e353ceaa_10_v002049_cu_88a0dee9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002049.cudafe1.stub.c"
#include "v002049.cudafe1.stub.c"
# 1 "v002049.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
