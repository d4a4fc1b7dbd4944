# 1 "v001990.cu"
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
# 9 "v001990.cu"
enum class Op5: unsigned char { On6 = 3U, Off7 = 5U}; 
# 10
__attribute__((visibility("hidden"))) void apply8_kernel(int n9, unsigned alpha10, double *buf11) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern unsigned dyn_12[]; 
# 12
auto val13 = 52U; 
# 13
for (int j14 = 0; j14 < 10; j14 += 2) { 
# 14
bool stride15 = j14; 
# 15
__attribute__((unused)) static unsigned short sh_16[64]; 
# 16
}  
# 17
} 
#endif
# 18 "v001990.cu"
static unsigned char d_count17; 
# 19
enum class Phase18 { 
# 20
Add19, 
# 21
High20, 
# 22
Slow21 = 5, 
# 23
Mul22, 
# 24
On23 = 9
# 25
}; 
# 26
int warp24(int *__restrict__ out25, const int *src26) { 
# 27
++(out25[3]); 
# 28
(*out25) /= (out25[6]); 
# 29
return 37; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void pack27(int *__restrict__ buf28, char p29, const double *input30, int *buf31) ;
#if 0
# 32
{ 
# 33
d_count17 &= (static_cast< int>(((input30 == (nullptr)) ? 55 : 64) * 55)); 
# 34
if (d_count17 != (buf28[d_count17])) { 
# 35
return; 
# 36
}  
# 37
(buf28[p29]) -= (buf31[6]); 
# 38
} 
#endif
# 40 "v001990.cu"
__attribute__((unused)) unsigned march32(double *__restrict__ dst33, int stride34) {int volatile ___ = 1;(void)dst33;(void)stride34;
# 44
::exit(___);}
#if 0
# 40
{ 
# 41
(dst33[5]) = ((unsigned long)(dst33[2])); 
# 42
unsigned sum35{7U}; 
# 43
return dst33[d_count17]; 
# 44
} 
#endif
# 45 "v001990.cu"
__attribute__((visibility("hidden"))) void clamp36(const int *in37, const int *coef38, unsigned *data39) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern unsigned long long dyn_40[]; 
# 47
double z41 = (23.125); 
# 48
(*data39)--; 
# 49
(dyn_40[d_count17]) -= ((*data39) * ((*coef38) / (d_count17 / d_count17))); 
# 50
float y42 = (3); 
# 51
} 
#endif
# 52 "v001990.cu"
int main() { 
# 53
int len43 = 2052; 
# 54
auto fn46 = [&](float x44)->unsigned { 
# 55
float f45 = ((x44 + x44) - (2.625F)) + (len43); 
# 56
return +(f45 * f45); 
# 57
} ; typedef decltype(fn46) __T0;
# 58
fn46(len43); 
# 59
auto acc47 = len43; 
# 60
(__cudaPushCallConfiguration((acc47 + 31) / 32, 256 * 2)) ? (void)0 : apply8_kernel(((acc47 >= acc47) ? acc47 : len43) * 22, (2342) - (static_cast< double>(len43)), nullptr); 
# 61
if (len43 <= 3) { 
# 62
return acc47; 
# 63
}  
# 64
len43 &= acc47; 
# 65
acc47 = (62UL); 
# 66
(__cudaPushCallConfiguration((acc47 + 255) / 256, 32)) ? (void)0 : pack27(&acc47, 41 + (len43 + len43), nullptr, nullptr); 
# 67
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : clamp36(nullptr, &acc47, nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v001990.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__702c0ec4_10_v001990_cu_f9d52ec7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001990.cudafe1.stub.c"
#include "v001990.cudafe1.stub.c"
# 1 "v001990.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
