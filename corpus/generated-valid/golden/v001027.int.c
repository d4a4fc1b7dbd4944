# 1 "v001027.cu"
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
# 7 "v001027.cu"
__attribute__((visibility("hidden"))) void clamp2_kernel(const unsigned *coef3) ;
#if 0
# 7
{ 
# 8
for (int j4 = 6; j4 > 0; --j4) { 
# 9
auto diff5 = +(coef3[0]); 
# 10
}  
# 11
float w6 = (9.25F); 
# 12
} 
#endif
# 14 "v001027.cu"
static float check_spread7(int stride8) { 
# 15
stride8++; 
# 16
const float *z9 = (static_cast< const float *>(nullptr)); 
# 17
for (int it10 = 0, j11 = stride8; it10 < j11; (++it10), (--j11)) { 
# 18
(stride8--), (stride8 ^= 43); }  
# 19
int m12 = 12; 
# 20
m12 |= ((stride8 | ((z9 != (nullptr)) ? 6 : m12)) % 42); 
# 21
(__cudaPushCallConfiguration((m12 + 127) / 128, 32 * 8)) ? (void)0 : clamp2_kernel(nullptr); 
# 22
return ((m12 - stride8) % (12 & m12)) % ((12) - ((m12) ? m12 : 4230U)); 
# 23
} 
# 25
struct Sample13 { 
# 26
signed char mass14; 
# 27
bool x15; 
# 28
}; 
# 30
Sample13 operator+(Sample13 a, Sample13 b) { 
# 31
Sample13 r = a; 
# 32
(r.mass14) += (b.mass14); 
# 33
return r; 
# 34
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 36
__attribute__((unused)) static double bump16(float *acc17) {int volatile ___ = 1;(void)acc17;
# 51
::exit(___);}
#if 0
# 36
{ 
# 37
(*acc17) += (24.5F); 
# 38
float f18 = acc17[4]; 
# 39
constexpr float tmp19 = (13.625F); 
# 40
if ((22ULL) != f18) { 
# 41
goto done24; 
# 42
}  
# 43
for (int it20 = 0, j21 = 12; it20 < j21; (++it20), (--j21)) { 
# 44
for (int it22 = 0; it22 < it20; it22++) { 
# 45
int stride23 = 48U | j21; 
# 46
}  
# 47
f18 = (-(23.625F)); 
# 48
}  
# 49
done24:; ; 
# 50
return 63U; 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001027.cu"
__attribute__((visibility("hidden"))) void norm25(double beta26, Sample13 beta27, Sample13 a28, const float *src29) ;
#if 0
# 53
{ 
# 54
beta26++; 
# 55
constexpr double hi30 = ((22.875F)); 
# 56
} 
#endif
# 57 "v001027.cu"
enum class Phase31: long { High32, Add33}; 
# 59
namespace gpu34 { namespace v35 { 
# 60
struct Vec36 { 
# 61
int w37, flag38; 
# 62
float y39; 
# 63
}; 
# 65
Vec36 operator+(Vec36 a, Vec36 b) { 
# 66
Vec36 r = a; 
# 67
(r.w37) += (b.w37); 
# 68
(r.flag38) += (b.flag38); 
# 69
(r.y39) += (b.y39); 
# 70
return r; 
# 71
} 
# 72
}}
# 74
int main() { 
# 75
int size40 = 944; 
# 76
if (!(size40 <= size40)) { 
# 77
return size40; }  
# 78
Phase31 sum41 = Phase31::Add33; 
# 79
sum41 = sum41; 
# 80
(__cudaPushCallConfiguration((size40 + 127) / 128, 32)) ? (void)0 : norm25(size40, Sample13{(2), false}, Sample13{static_cast< signed char>(39UL + size40), false}, (const float *)nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v001027.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bd2456a4_10_v001027_cu_dda8bfd2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001027.cudafe1.stub.c"
#include "v001027.cudafe1.stub.c"
# 1 "v001027.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
