# 1 "v000571.cu"
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
# 16 "v000571.cu"
static float c_apply6; 
# 17
typedef float real7_t; 
# 20
__attribute__((unused)) void pack8(char *acc9, const double *coef10, const int *src11) 
# 21
{int volatile ___ = 1;(void)acc9;(void)coef10;(void)src11;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) static int sh_12[16]; 
# 23
if ((src11[1]) >= c_apply6) { 
# 24
return; }  
# 25
} 
#endif
# 26 "v000571.cu"
enum class Axis13: long { Mul14 = 1L, On15, Slow16 = 8L, High17}; 
# 28
static size_t sift18(double b19, int stride20, int stride21) 
# 29
{ 
# 30
{ 
# 31
double w22[4 * 2] = {}; 
# 32
++b19; 
# 33
} 
# 34
double f23 = b19 + (~stride21); 
# 35
return f23; 
# 36
} 
# 37
enum Color24 { BUSY25, RED26, BLUE27}; 
# 39
__attribute((always_inline)) __attribute__((unused)) inline unsigned fuse28(int lane29, int stride30, long long a31) 
# 40
{int volatile ___ = 1;(void)lane29;(void)stride30;(void)a31;
# 45
::exit(___);}
#if 0
# 40
{ 
# 41
unsigned t32 = (13LL); 
# 42
pack8(static_cast< char *>(nullptr), static_cast< const double *>(nullptr), &stride30); 
# 43
t32 = ((((49) * a31) / c_apply6) + ((stride30 > 15L) ? lane29 : 4)); 
# 44
return 48L - (stride30 | 58); 
# 45
} 
#endif
# 48 "v000571.cu"
inline real7_t mix33(int lane34, int lane35, int stride36) 
# 49
{ 
# 50
for (int it37 = lane35; it37 > 0; --it37) { 
# 51
float val38[6] = {}; 
# 52
if (!(lane35 == __alignof__(float))) { 
# 53
break; }  
# 54
}  
# 55
lane34 = (static_cast< unsigned>(stride36 + (lane34 % 61))); 
# 56
stride36 = stride36; 
# 57
lane34--; 
# 58
return lane35; 
# 59
} 
# 61
struct Stats39 { 
# 62
int id40, flag41; 
# 63
unsigned char mass42; 
# 64
}; 
# 66
inline Stats39 operator+(Stats39 a, Stats39 b) 
# 67
{ 
# 68
Stats39 r = a; 
# 69
(r.id40) += (b.id40); 
# 70
(r.flag41) += (b.flag41); 
# 71
(r.mass42) += (b.mass42); 
# 72
return r; 
# 73
} 
# 75
__attribute__((visibility("hidden"))) void update43(double *buf44, const int *coef45, const real7_t *coef46) ;
#if 0
# 76
{ 
# 77
(buf44[3]) = (coef46[0]); 
# 78
int iter47 = 0; 
# 79
while (iter47 < iter47) { 
# 80
__attribute__((unused)) static signed char sh_48[9][10]; 
# 81
++iter47; 
# 82
}  
# 83
if (((int)iter47) <= 39UL) { 
# 84
return; }  
# 85
bool off49 = !((*coef45) > mix33(iter47, iter47, *coef45)); 
# 86
} 
#endif
# 88 "v000571.cu"
real7_t run_update50(Axis13 p51, float beta52, unsigned long long b53) 
# 89
{ 
# 90
p51 = Axis13::High17; 
# 91
auto fn56 = [](int v54, double stride55)->int { 
# 92
v54 = ((static_cast< int>(9)) - stride55); 
# 93
(__cudaPushCallConfiguration(dim3((v54 + 127) / 128, (RED26) + (2 + 61)), 2 + 510, sizeof(int) * (32))) ? (void)0 : update43(&stride55, &v54, nullptr); 
# 94
return (sift18(RED26, v54, stride55)); 
# 95
} ; typedef decltype(fn56) __T0;
# 96
int w57 = 0; 
# 97
do { 
# 98
Axis13 lim58 = Axis13::High17; 
# 99
++w57; 
# 100
} while (w57 < 3); 
# 101
Stats39 off59 = Stats39{(45L), 11, (255U)}; 
# 102
return off59.mass42; 
# 103
} 
# 105
int main() 
# 106
{ 
# 107
int size60 = 1739; 
# 108
size60 = (run_update50(Axis13::On15, static_cast< float>(size60), mix33(45UL, size60, 22UL)) - size60); 
# 109
size60 = (-(-(static_cast< int>(size60)))); 
# 110
(__cudaPushCallConfiguration((RED26) + 511, dim3(16, (size60 + 255) / 256, (size60 + 255) / 256))) ? (void)0 : update43(static_cast< double *>(nullptr), &size60, nullptr); 
# 111
return 0; 
# 112
} 

# 1 "v000571.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6151c0f_10_v000571_cu_c_apply6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000571.cudafe1.stub.c"
#include "v000571.cudafe1.stub.c"
# 1 "v000571.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
