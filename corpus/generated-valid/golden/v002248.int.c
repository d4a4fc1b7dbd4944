# 1 "v002248.cu"
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
# 18 "v002248.cu"
__attribute((noinline)) __attribute__((unused)) float bias5(size_t cfg6, int stride7) {int volatile ___ = 1;(void)cfg6;(void)stride7;
# 27
::exit(___);}
#if 0
# 18
{ 
# 19
if ((((cfg6 += cfg6), 44U) + ((33U) % cfg6)) == ((4) - (__device_builtin_variable_gridDim.x))) { 
# 20
if ((3) <= (cfg6 * stride7)) { 
# 21
return static_cast< float>(__device_builtin_variable_blockDim.x); }  
# 22
} else { if (!(!(cfg6 == (__device_builtin_variable_gridDim.x)))) { 
# 23
__attribute__((unused)) static float sh_8[8]; 
# 24
cfg6 = ((unsigned)35); 
# 25
}  }  
# 26
return 16L; 
# 27
} 
#endif
# 28 "v002248.cu"
enum Phase9: unsigned { ADD10 = 2U, FAST11 = 5U, MUL12, HIGH13}; 
# 30
struct Acc14 { 
# 31
double x15; 
# 32
int y16; 
# 33
float mass17; 
# 34
int x18; 
# 35
float apply19() const { 
# 36
return static_cast< long long>(sizeof(int) + (x18)); 
# 37
} 
# 38
double norm20() const { 
# 39
char acc21[(ADD10) * (3)]{(static_cast< char>(sizeof(Acc14))), (45), (40), (52U), (30U), (static_cast< char>(-33))}; 
# 40
return static_cast< long long>(ADD10); 
# 41
} 
# 42
}; 
# 43
enum Mode22 { LOW23, LOW24}; 
# 45
__attribute((always_inline)) __attribute__((unused)) inline int gather25(Acc14 q26, const unsigned *__restrict__ input27) {int volatile ___ = 1;(void)q26;(void)input27;
# 53
::exit(___);}
#if 0
# 45
{ 
# 46
if (q26.x18) { 
# 47
return LOW23; }  
# 48
(q26.x15) += (q26.y16); 
# 49
int flag28 = (9) - (((q26.y16) - 15UL) * (5)); 
# 50
constexpr unsigned long z29 = ((8) + ((HIGH13) + (44))); 
# 51
float flag30 = (__device_builtin_variable_gridDim.x) + ((__device_builtin_variable_blockDim.y) * (17.875F)); 
# 52
return (9 + (q26.x18)) + flag28; 
# 53
} 
#endif
# 55 "v002248.cu"
__attribute__((visibility("hidden"))) void blend31(float beta32, const int *coef33, bool alpha34, const float *__restrict__ in35) ;
#if 0
# 55
{ 
# 56
for (int n36 = 0, j37 = 14; n36 < j37; (++n36), (--j37)) { 
# 57
unsigned k38[6] = {(22), 4U}; 
# 58
}  
# 59
beta32 *= ((+((coef33[__device_builtin_variable_threadIdx.x]) % (__device_builtin_variable_gridDim.x))) - (((7.25F) + (in35[__device_builtin_variable_gridDim.y])) * (static_cast< int>(beta32)))); 
# 60
if (alpha34) { 
# 61
return; }  
# 62
} 
#endif
# 64 "v002248.cu"
extern "C" {
# 65
__attribute__((visibility("hidden"))) void smooth39(unsigned *__restrict__ acc40) ;
#if 0
# 65
{ 
# 66
static_assert((38 > 37), "size check");
# 67
int w41 = 0; 
# 68
while (w41 < 8) { 
# 69
__attribute__((unused)) static float sh_42[3][6]; 
# 70
__attribute__((unused)) static int sh_43[16]; 
# 71
(acc40[w41]) *= sizeof(unsigned char); 
# 72
++w41; 
# 73
}  
# 74
} 
#endif
# 75 "v002248.cu"
}
# 77
void check_stencil44(unsigned long long *__restrict__ acc45, unsigned *data46, int count47) { 
# 78
int w48 = data46[count47]; 
# 79
auto fn52 = [=](auto w49) mutable { 
# 80
Acc14 idx50 = Acc14{(28), (-4), (1L), 37}; 
# 81
w49 -= (w48); 
# 82
unsigned acc51[3] = {}; 
# 83
return w49 * 2; 
# 84
} ; typedef decltype(fn52) __T0;
# 85
(__cudaPushCallConfiguration(((MUL12) + (122)) * (4), (MUL12) + ((3) + ((ADD10) + ((ADD10) + ((HIGH13) + ((MUL12) + (38)))))))) ? (void)0 : blend31((18.875F) - (*acc45), static_cast< const int *>(nullptr), ((count47 * (acc45[1])) <= (41)) && (((*acc45) * (24U)) > w48), reinterpret_cast< const float *>(acc45)); 
# 86
(__cudaPushCallConfiguration(dim3(512, 256, ((LOW24) + (LOW24)) * 4), 32, 0)) ? (void)0 : smooth39(reinterpret_cast< unsigned *>(acc45)); 
# 87
w48++; 
# 88
} 
# 90
int main() { 
# 91
int count53 = 2799; 
# 92
if ((count53 + count53) == 24) { 
# 93
return 32UL; }  
# 94
for (int i54 = 0; i54 < 8; ++i54) { 
# 95
do { count53 += (54UL / count53); } while (0); 
# 96
}  
# 97
count53 = ((count53 * count53) - count53); 
# 98
(__cudaPushCallConfiguration(512, (ADD10) + ((FAST11) + (249)), sizeof(int) * (32))) ? (void)0 : blend31(8, &count53, !((count53 - 42) > 32), nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v002248.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__162708c4_10_v002248_cu_a9539afe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002248.cudafe1.stub.c"
#include "v002248.cudafe1.stub.c"
# 1 "v002248.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
