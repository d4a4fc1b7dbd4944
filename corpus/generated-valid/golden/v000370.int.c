# 1 "v000370.cu"
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
# 9 "v000370.cu"
struct Sample3 { 
# 10
float hi4, z5; 
# 11
double hi6; 
# 12
}; 
# 14
template< class T> 
# 15
struct Span7 { 
# 16
T count8; 
# 17
}; 
# 19
class Particle9 { 
# 20
float weight10; 
# 21
unsigned sum11; 
# 23
public: Particle9(float init12, unsigned b13) : weight10(init12), sum11(b13) { } 
# 24
void get14(double stride15) 
# 25
{ 
# 26
Span7< long>  mid16 = Span7< long> {}; 
# 27
} 
# 28
}; 
# 29
enum Axis17: long { SLOW18, SLOW19}; 
# 30
enum State20 { HIGH21, OFF22 = 5}; 
# 33
int scale23(bool b24, bool q25 = 0) 
# 34
{ 
# 35
q25 = (q25 * (+(q25 % 8))); 
# 36
q25 = (!q25); 
# 37
return b24; 
# 38
} 
# 40
template< class T, int N = 2> 
# 41
__attribute((always_inline)) __attribute__((unused)) inline void probe26(T *__restrict__ acc27) 
# 42
{int volatile ___ = 1;(void)acc27;
# 49
::exit(___);}
#if 0
# 42
{ 
# 43
(acc27[6])++; 
# 44
T y28 = (N); 
# 45
if ((acc27[0]) != 53) { 
# 46
return; 
# 47
}  
# 48
State20 prod29 = HIGH21; 
# 49
} 
#endif
# 51 "v000370.cu"
__attribute__((visibility("hidden"))) void count30(const float *coef31, unsigned short a32, float *acc33) ;
#if 0
# 52
{ 
# 53
a32--; 
# 54
--a32; 
# 55
int *k34 = (nullptr); 
# 56
char w35 = acc33[a32]; 
# 57
} 
#endif
# 59 "v000370.cu"
__attribute__((unused)) unsigned trace36(int n37, int count38, int n39) 
# 60
{int volatile ___ = 1;(void)n37;(void)count38;(void)n39;
# 78
::exit(___);}
#if 0
# 60
{ 
# 61
n39 = ((n37 >= (static_cast< float>(n37))) ? 21U : (22)); 
# 62
int pass40 = 0; 
# 63
if (count38 != count38) { 
# 64
goto skip43; 
# 65
}  
# 66
while (pass40 < 3) { 
# 67
int iter41 = 0; 
# 68
do { 
# 69
n39++; 
# 70
n39++; 
# 71
++iter41; 
# 72
} while (iter41 < n37); 
# 73
auto z42 = ((n39 >> 12) + ((count38 == n37) ? n39 : (OFF22))) % 8; 
# 74
++pass40; 
# 75
}  
# 76
skip43:; ; 
# 77
return pass40 * 44U; 
# 78
} 
#endif
# 80 "v000370.cu"
int main() 
# 81
{ 
# 82
int size44 = 3384; 
# 83
--size44; 
# 84
double sum45 = (SLOW18); 
# 85
(__cudaPushCallConfiguration((size44 + 127) / 128, 16 * 2)) ? (void)0 : count30(static_cast< const float *>(nullptr), size44 * size44, static_cast< float *>(nullptr)); 
# 86
unsigned *diff46 = (nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v000370.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8f09877_10_v000370_cu_39135544
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000370.cudafe1.stub.c"
#include "v000370.cudafe1.stub.c"
# 1 "v000370.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
