# 1 "v001304.cu"
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
# 10 "v001304.cu"
float tally2(const unsigned *__restrict__ coef3, int len4, const unsigned *__restrict__ input5) 
# 11
{ 
# 12
len4 -= (coef3[len4]); 
# 13
for (int i6 = 0, j7 = 13; i6 < j7; (++i6), (--j7)) { 
# 14
len4 = (coef3[j7]); 
# 15
int m8 = +(((int)5L) >> j7); 
# 16
}  
# 17
return 16; 
# 18
} 
# 19
enum Color9 { RED10, MUL11, MUL12, BLUE13 = 6}; 
# 21
struct Particle14 { 
# 22
int w15, sum16; 
# 23
int mass17; 
# 24
short flag18; 
# 25
void bump19(signed char tmp20) 
# 26
{ 
# 27
Color9 res21 = RED10; 
# 28
double z22 = ((8.125F)); 
# 29
} 
# 30
}; 
# 32
Particle14 operator+(Particle14 a, Particle14 b) 
# 33
{ 
# 34
Particle14 r = a; 
# 35
(r.w15) += (b.w15); 
# 36
(r.sum16) += (b.sum16); 
# 37
(r.mass17) += (b.mass17); 
# 38
(r.flag18) += (b.flag18); 
# 39
return r; 
# 40
} 
# 41
constexpr int WIDTH23 = 5; 
# 43
__attribute__((visibility("hidden"))) void lerp24(const size_t *__restrict__ coef25, unsigned long *acc26, float q27) ;
#if 0
# 44
{ 
# 45
if (23UL != ((*acc26) - 39UL)) { 
# 46
goto out32; 
# 47
}  
# 48
for (int n28 = 0, j29 = 6; n28 < j29; (++n28), (--j29)) { 
# 49
char t30 = (-19); 
# 50
}  
# 51
{ 
# 52
q27 /= (3.25F); 
# 53
Particle14 diff31{9, (-55L), 8, (4497)}; 
# 54
} 
# 55
out32:; ; 
# 56
} 
#endif
# 58 "v001304.cu"
inline void run_score33(int stride34 = 45UL) 
# 59
{ 
# 60
float sum35{(2411)}; 
# 61
(__cudaPushCallConfiguration(2, ((dim3)((MUL12) + (WIDTH23 + ((BLUE13) + 51)))))) ? (void)0 : lerp24(nullptr, nullptr, sum35); 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int count36 = 395; 
# 67
Color9 diff37 = RED10; 
# 68
int r38{28}; 
# 69
return 0; 
# 70
} 

# 1 "v001304.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__53c5d884_10_v001304_cu_4a43abd5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001304.cudafe1.stub.c"
#include "v001304.cudafe1.stub.c"
# 1 "v001304.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
