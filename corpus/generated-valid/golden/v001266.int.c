# 1 "v001266.cu"
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
# 19 "v001266.cu"
__attribute__((visibility("hidden"))) void shade7_kernel(const int *coef8, const int *input9, const signed char *coef10, int *dst11) ;
#if 0
# 19
{ 
# 20
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
(dst11[__device_builtin_variable_blockDim.z]) = ((*input9) + gid12); 
# 22
__attribute__((unused)) static unsigned char sh_13[4 * 2]; 
# 23
(sh_13[gid12]) = ((((*dst11) <= 15) ? 48 : (4 * 16)) + (input9[__device_builtin_variable_threadIdx.y])); 
# 24
(*dst11) %= 51U; 
# 25
(dst11[gid12]) &= ((coef10[2]) + (4 * 16)); 
# 26
(*dst11)--; 
# 27
if (((*coef10) * gid12) == gid12) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 32 "v001266.cu"
__attribute((always_inline)) __attribute__((unused)) inline long bump14(int lane15 = 50) {int volatile ___ = 1;(void)lane15;
# 44
::exit(___);}
#if 0
# 32
{ 
# 33
int prod16((60UL)); 
# 34
prod16++; 
# 35
prod16 /= 42; 
# 36
int res17 = prod16; 
# 37
int w18 = 0; 
# 38
do { 
# 39
int s19 = prod16 + ((res17 > lane15) ? res17 : lane15); 
# 40
s19++; 
# 41
++w18; 
# 42
} while ((w18 < 5) && w18); 
# 43
return prod16; 
# 44
} 
#endif
# 45 "v001266.cu"
static_assert((sizeof(int) == (4)));
# 47
__attribute__((visibility("hidden"))) void bump20_kernel(float cfg21) ;
#if 0
# 47
{ 
# 48
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
__attribute__((unused)) static int sh_23; 
# 50
bump14(); 
# 51
constexpr int h24 = 25; 
# 52
int mid25 = bump14() * (__device_builtin_variable_blockIdx.x); 
# 53
float *lo26 = ((float *)nullptr); 
# 54
int z27 = cfg21; 
# 55
if (lo26 == (nullptr)) { 
# 56
return; 
# 57
}  
# 58
} 
#endif
# 60 "v001266.cu"
struct Node28 { 
# 61
size_t mass29; 
# 62
float id30; 
# 63
unsigned val31; 
# 64
float get32() const { 
# 65
return 61; 
# 66
} 
# 67
float mix33() const { 
# 68
return ((mass29) < (48)) ? id30 : (id30); 
# 69
} 
# 70
}; 
# 72
Node28 operator+(Node28 a, Node28 b) { 
# 73
Node28 r = a; 
# 74
(r.mass29) += (b.mass29); 
# 75
(r.id30) += (b.id30); 
# 76
(r.val31) += (b.val31); 
# 77
return r; 
# 78
} 
# 79
constexpr inline double kR34 = (8.75); 
# 81
__attribute__((unused)) inline float mix35(double *dst36, float a37 = 16UL) {int volatile ___ = 1;(void)dst36;(void)a37;
# 88
::exit(___);}
#if 0
# 81
{ 
# 82
unsigned short diff38{(53)}; 
# 83
--(dst36[3]); 
# 84
a37 = kR34; 
# 85
diff38 = (((bump14(36) > bump14()) ? bump14(36) : bump14()) - kR34); 
# 86
const unsigned char *flag39 = (nullptr); 
# 87
return ((*dst36) - (bump14())) - (-((__device_builtin_variable_blockDim.x) - (dst36[6]))); 
# 88
} 
#endif
# 90 "v001266.cu"
int main() { 
# 91
int size40 = 494; 
# 92
bool u41 = size40 >= kR34; 
# 93
size40 += kR34; 
# 94
(__cudaPushCallConfiguration(sizeof(unsigned) * ((4 * 16) + 64), 512)) ? (void)0 : shade7_kernel(&size40, &size40, nullptr, &size40); 
# 95
(__cudaPushCallConfiguration(((dim3)((size40 + 63) / 64)), 48 + ((4 * 16) + (4 + (4 + (4 + 4)))))) ? (void)0 : bump20_kernel((kR34 - u41) / (sizeof(double))); 
# 96
return 0; 
# 97
} 

# 1 "v001266.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bdd0360a_10_v001266_cu_478df934
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001266.cudafe1.stub.c"
#include "v001266.cudafe1.stub.c"
# 1 "v001266.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
