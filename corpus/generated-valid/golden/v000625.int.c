# 1 "v000625.cu"
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
# 17 "v000625.cu"
__attribute__((visibility("hidden"))) void relax7_kernel(float *acc8, const int *input9, int count10, int n11) ;
#if 0
# 17
{ 
# 18
const double *prod12 = (nullptr); 
# 19
for (int it13 = 0; it13 < count10; ++it13) { 
# 20
long acc14[7] = {(-5L), (58), 7L, (20)}; 
# 21
}  
# 22
unsigned h15 = n11; 
# 23
int *cnt16 = ((int *)nullptr); 
# 24
} 
#endif
# 25 "v000625.cu"
namespace ops17 { 
# 26
struct Cell18 { 
# 27
float y19; 
# 28
int count20, z21; 
# 29
}; 
# 30
}
# 31
template< class T, int N = 4> __attribute__((unused)) T 
# 32
reduce22(T alpha23) {int volatile ___ = 1;(void)alpha23;
# 41
::exit(___);}
#if 0
# 32
{ 
# 33
for (int n24 = 0, j25 = 12; n24 < j25; (++n24), (--j25)) { 
# 34
alpha23 = (((j25 + N) << ((alpha23 += N), 2423L)) ^ 57L); 
# 35
for (int i26 = 0, j27 = 16; i26 < j27; (++i26), (--j27)) { 
# 36
long x28 = n24 + (29 - i26); 
# 37
double prod29 = (sizeof(long long)); 
# 38
}  
# 39
}  
# 40
return ((short)5) * alpha23; 
# 41
} 
#endif
# 42 "v000625.cu"
__attribute__((visibility("hidden"))) void merge30(const unsigned *input31, unsigned short *dst32) ;
#if 0
# 42
{ 
# 43
for (int it33 = 0; it33 < 8; ++it33) { 
# 44
int w34 = 0; 
# 45
while (w34 < 13) { 
# 46
int q35 = (9 * (w34 - (dst32[3]))) | 19; 
# 47
ops17::Cell18 idx36 = ops17::Cell18{(14.25F), 8, (int)q35}; 
# 48
++w34; 
# 49
}  
# 50
}  
# 51
} 
#endif
# 52 "v000625.cu"
class Pixel37 { 
# 53
float lo38; 
# 55
public: Pixel37(float init39) : lo38(init39) { } 
# 56
void scale40(float idx41) { 
# 57
int base42 = 62; 
# 58
idx41 = (+(base42 >> (-base42))); 
# 59
} 
# 60
}; 
# 61
constexpr long STEPS43 = (5 + 251); 
# 62
static int drift44(int len45, int stride46 = 59) { 
# 63
if (len45) { 
# 64
goto done47; 
# 65
}  
# 66
if ((stride46 + len45) <= 36) { 
# 67
return STEPS43; 
# 68
}  
# 69
len45 <<= len45; 
# 70
done47:; ; 
# 71
return len45 | ((len45 - STEPS43) * 1448UL); 
# 72
} 
# 73
int main() { 
# 74
int size48 = 2119; 
# 75
(__cudaPushCallConfiguration((size48 + 255) / 256, 32)) ? (void)0 : relax7_kernel(nullptr, &size48, (+size48) * (+size48), 5); 
# 76
size48 >>= (sizeof(double) - size48); 
# 77
(__cudaPushCallConfiguration(2, 128, 1 << 8, (cudaStream_t)0)) ? (void)0 : merge30(nullptr, nullptr); 
# 78
([]{ 
# 79
(__cudaPushCallConfiguration(16, 1 << (3 + 3), 0, (cudaStream_t)0)) ? (void)0 : merge30((const unsigned *)nullptr, (unsigned short *)nullptr); 
# 80
} )(); 
# 81
size48 >>= (57 % (size48 + 48)); 
# 82
cudaStream_t s49 = ((cudaStream_t)0); 
# 83
return 0; 
# 84
} 

# 1 "v000625.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67037686_10_v000625_cu_5b839425
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000625.cudafe1.stub.c"
#include "v000625.cudafe1.stub.c"
# 1 "v000625.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
