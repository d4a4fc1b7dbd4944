# 1 "v001195.cu"
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
# 12 "v001195.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_merge5 = 0; 
# 14
__attribute__((visibility("hidden"))) void fuse6_kernel(float alpha7, double alpha8, float *data9) ;
#if 0
# 14
{ 
# 15
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))--; 
# 16
++(data9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) & 7]); 
# 17
} 
#endif
# 19 "v001195.cu"
__attribute__((unused)) unsigned kick10(const float *src11) {int volatile ___ = 1;(void)src11;
# 26
::exit(___);}
#if 0
# 19
{ 
# 20
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) = (src11[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))]); 
# 21
float k12 = *src11; 
# 22
k12--; 
# 23
int x13 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) % 8)) - (k12 - (61U | (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))))); 
# 24
++x13; 
# 25
return 56; 
# 26
} 
#endif
# 27 "v001195.cu"
static unsigned d_apply14; 
# 29
__attribute__((unused)) int count15(int stride16 = 30) {int volatile ___ = 1;(void)stride16;
# 33
::exit(___);}
#if 0
# 29
{ 
# 30
int val17 = 2533; 
# 31
kick10(nullptr); 
# 32
return 2U; 
# 33
} 
#endif
# 35 "v001195.cu"
__attribute__((unused)) size_t step18(float a19, size_t *out20, int n21) {int volatile ___ = 1;(void)a19;(void)out20;(void)n21;
# 43
::exit(___);}
#if 0
# 35
{ 
# 36
const float stride22 = a19; 
# 37
int *lim23 = ((int *)nullptr); 
# 38
const double prod24 = (2L); 
# 39
__attribute__((unused)) static unsigned long sh_25[8]; 
# 40
long cnt26[5] = {2L, (6), (31)}; 
# 41
double x27 = ((int)57); 
# 42
return 14; 
# 43
} 
#endif
# 44 "v001195.cu"
enum class Axis28 { 
# 45
High29, 
# 46
Slow30, 
# 47
Slow31, 
# 48
Busy32, 
# 49
Idle33
# 50
}; 
# 52
__attribute__((unused)) double fold34(unsigned beta35) {int volatile ___ = 1;(void)beta35;
# 59
::exit(___);}
#if 0
# 52
{ 
# 53
do { beta35 += (((char)d_apply14) * 1395); } while (0); 
# 54
--d_apply14; 
# 55
if (beta35 <= (7)) { 
# 56
return -(20.375); }  
# 57
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))++; 
# 58
return d_apply14; 
# 59
} 
#endif
# 61 "v001195.cu"
template< class T, int N = 2> int 
# 62
shade36(T beta37, const unsigned *__restrict__ coef38, int stride39) { 
# 63
beta37++; 
# 64
constexpr int lo40 = 42; 
# 65
return (coef38[stride39]) / (coef38[4]); 
# 66
} 
# 68
__attribute__((visibility("hidden"))) void step41(int len42, int n43) ;
#if 0
# 68
{ 
# 69
int hi44((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))); 
# 70
d_apply14++; 
# 71
len42 = n43; 
# 72
n43--; 
# 73
hi44 = n43; 
# 74
int t45[2]{54, ((int)18L)}; 
# 75
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) = 539; 
# 76
} 
#endif
# 78 "v001195.cu"
int main() { 
# 79
int len46 = 2422; 
# 80
(__cudaPushCallConfiguration((len46 + 127) / 128, 32)) ? (void)0 : fuse6_kernel(-(17.25F), (double)((11.375F) - len46), (float *)nullptr); 
# 81
int w47 = 0; 
# 82
while (w47 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))) { 
# 83
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))); 
# 84
(__cudaPushCallConfiguration(512, 32)) ? (void)0 : step41((int)shade36< unsigned, 8> (w47, (const unsigned *)nullptr, 1UL), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))); 
# 85
++w47; 
# 86
}  
# 87
(__cudaPushCallConfiguration(128, 256, sizeof(float) * (256), nullptr)) ? (void)0 : fuse6_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))) - ((15.375F) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5)))), shade36< int, 4> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge5))), nullptr, 39L), nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v001195.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aba17c9b_10_v001195_cu_m_merge5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001195.cudafe1.stub.c"
#include "v001195.cudafe1.stub.c"
# 1 "v001195.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
