# 1 "v001300.cu"
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
# 10 "v001300.cu"
enum Axis6 { FAST7 = 2, LOW8 = 5, FAST9}; 
# 12
constexpr int gather10(int count11, int len12) { 
# 13
return ((len12 & 15) + (count11 + count11)) * 16; 
# 14
} 
# 16
__attribute__((visibility("hidden"))) void weigh13_kernel(float *out14, int lane15, int lane16) ;
#if 0
# 16
{ 
# 17
if ((lane16 - (FAST7)) < lane15) { 
# 18
goto skip21; 
# 19
}  
# 20
switch (gather10(lane16, 28)) { 
# 21
case (FAST7) + 3:  { 
# 22
int s17 = gather10((~lane16) + lane16, lane16); 
# 23
lane15 = (gather10(gather10(s17, 35), (out14[3]) + s17) - (gather10(lane15, out14[lane15 & 7]) - (s17 / 50))); 
# 24
break; 
# 25
} 
# 26
case (LOW8) + ((LOW8) + 1):  { 
# 27
int w18 = 0; 
# 28
do { 
# 29
(out14[7]) = (23 % ((lane15 + 4462) * (lane16 & 15))); 
# 30
constexpr unsigned short prod19 = (3); 
# 31
float r20 = (sizeof(unsigned)); 
# 32
++w18; 
# 33
} while ((w18 < 5) && (lane15 == ((out14[1]) - (47)))); 
# 34
break; 
# 35
} 
# 36
case 0:  
# 37
break; 
# 38
default:  
# 39
break; 
# 40
}  
# 41
skip21:; ; 
# 42
} 
#endif
# 44 "v001300.cu"
namespace _GLOBAL__N__dca74fd3_10_v001300_cu_5caabcb7 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__dca74fd3_10_v001300_cu_5caabcb7; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__dca74fd3_10_v001300_cu_5caabcb7 __attribute__((visibility("hidden")))  { 
# 45
void tile22(unsigned long long b23, float b24) { 
# 46
unsigned short r25 = b23; 
# 47
b24 = ((((5) % b23) + ((23.625F) + b24)) / ((float)(0.625F))); 
# 48
r25 = ((gather10(b23, r25) % (r25 & 15)) * (LOW8)); 
# 49
const float r26 = (r25 > r25) ? 6 : ((b23 * b23) * (gather10(r25, b24))); 
# 50
int k27{(1L)}; 
# 51
} 
# 53
template< class T> 
# 54
struct Sample28 { 
# 55
T hi29; 
# 56
long w30; 
# 57
}; 
# 58
}
# 60
unsigned apply31(const Sample28< double>  &alpha32) { 
# 61
(__cudaPushCallConfiguration(((dim3)(4)), (FAST7) + 254)) ? (void)0 : weigh13_kernel(nullptr, alpha32.hi29, 60); 
# 62
const char *sum33 = ("a \"quoted\" )word"); 
# 63
if ((FAST9) <= (((alpha32.hi29) == (alpha32.w30)) ? 26 : (sum33[1]))) { 
# 64
goto done34; 
# 65
}  
# 66
(__cudaPushCallConfiguration(dim3(32, 64, sizeof(int) * ((FAST9) + 10)), sizeof(int) * (16))) ? (void)0 : weigh13_kernel(nullptr, +gather10(alpha32.hi29, alpha32.w30), gather10(sum33[1], alpha32.w30)); 
# 67
if (((alpha32.hi29) < (alpha32.hi29)) || ((alpha32.w30) & (1))) { 
# 68
return alpha32.hi29; 
# 69
}  
# 70
done34:; ; 
# 71
return alpha32.hi29; 
# 72
} 
# 74
int main() { 
# 75
int count35 = 1374; 
# 76
if (int x36 = count35; (x36 % (x36 * count35)) == (10U * x36)) { 
# 77
count35 = (x36 % gather10(x36, (x36 < 33UL) ? count35 : 9)); 
# 78
float q37 = (3.625F); 
# 79
(__cudaPushCallConfiguration(2 * (FAST7), (LOW8) + ((FAST7) + ((FAST9) + 51)))) ? (void)0 : weigh13_kernel(&q37, (apply31(Sample28< double> {((3.125F)), (-2912)}) == (FAST7)) ? +count35 : (x36 - 63), (25U * x36) / ((LOW8) % x36)); 
# 80
}  
# 81
(__cudaPushCallConfiguration((count35 + 31) / 32, ((LOW8) + 251) * 2, (FAST9) + 1018, 0)) ? (void)0 : weigh13_kernel((float *)nullptr, (count35 - 47UL) & (4), (double)count35); 
# 82
apply31(Sample28< double> {(7.0), (26U)}); 
# 83
return 0; 
# 84
} 

# 1 "v001300.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dca74fd3_10_v001300_cu_5caabcb7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001300.cudafe1.stub.c"
#include "v001300.cudafe1.stub.c"
# 1 "v001300.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
