# 1 "v000847.cu"
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
# 15 "v000847.cu"
class Pixel7 { 
# 16
double y8; 
# 18
public: Pixel7(double c9) : y8(c9) { } 
# 19
double get10() const { 
# 20
short z11 = y8; 
# 21
return (0.5); 
# 22
} 
# 23
}; 
# 24
int g_sift12 = (18UL); 
# 26
struct Vec13 { 
# 27
double y14; 
# 28
bool count15; 
# 29
unsigned y16; 
# 30
}; 
# 32
inline Vec13 operator+(Vec13 a, Vec13 b) { 
# 33
Vec13 r = a; 
# 34
(r.y14) += (b.y14); 
# 35
(r.y16) += (b.y16); 
# 36
return r; 
# 37
} 
# 38
static int c_clamp17; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 40
template< class T> static void 
# 41
__wrapper__device_stub_sift18_kernel(const T *&src19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (((__device_builtin_variable_blockDim.y) - (46)) <= i20) { 
# 44
goto out22; 
# 45
}  
# 46
for (int j21 = c_clamp17; j21 > 0; --j21) { 
# 47
if ((src19[5]) == 24) { 
# 48
return; 
# 49
}  
# 50
if ((c_clamp17 == 57U) || (c_clamp17 != (*src19))) { 
# 51
return; 
# 52
}  
# 53
}  
# 54
out22:; ; 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 40 "v000847.cu"
template< class T> static void 
# 41
sift18_kernel(const T *src19) {__wrapper__device_stub_sift18_kernel<T>(src19);
# 55
return;}
#if 0
# 41
{ 
# 42
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (((__device_builtin_variable_blockDim.y) - (46)) <= i20) { 
# 44
goto out22; 
# 45
}  
# 46
for (int j21 = c_clamp17; j21 > 0; --j21) { 
# 47
if ((src19[5]) == 24) { 
# 48
return; 
# 49
}  
# 50
if ((c_clamp17 == 57U) || (c_clamp17 != (*src19))) { 
# 51
return; 
# 52
}  
# 53
}  
# 54
out22:; ; 
# 55
} 
#endif
# 57 "v000847.cu"
namespace _GLOBAL__N__78402add_10_v000847_cu_g_sift12 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__78402add_10_v000847_cu_g_sift12; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__78402add_10_v000847_cu_g_sift12 __attribute__((visibility("hidden")))  { 
# 58
inline void blend23(int lane24, Pixel7 alpha25) { 
# 59
(--g_sift12), (lane24 = g_sift12); 
# 60
(__cudaPushCallConfiguration(((dim3)(1 << 7)), dim3(16, (g_sift12 + 127) / 128, (g_sift12 + 127) / 128))) ? (void)0 : sift18_kernel< float> (nullptr); 
# 61
for (int j26 = 0, j27 = lane24; j26 < j27; (++j26), (--j27)) { 
# 62
--g_sift12; 
# 63
lane24 = (lane24 + 48); 
# 64
}  
# 65
} 
# 67
void split28_kernel(long a29, const int *coef30, const int *in31, Pixel7 q32) ;
#if 0
# 67
{ 
# 68
int i33 = __device_builtin_variable_threadIdx.x; 
# 69
q32 = ((Pixel7)((a29 + (1)) + c_clamp17)); 
# 70
if (((*in31) - 3) < c_clamp17) { 
# 71
return; 
# 72
}  
# 73
} 
#endif
# 74 "v000847.cu"
static double d_bias34; 
# 75
}
# 76
static_assert(((19 * 2) == 38), "tile must fit");
# 78
int run_mix35(int count36, unsigned short alpha37) { 
# 79
(__cudaPushCallConfiguration((count36 + 255) / 256, 512)) ? (void)0 : split28_kernel(+(static_cast< unsigned>(alpha37)), nullptr, (const int *)nullptr, ((Pixel7)(alpha37 + alpha37))); 
# 80
float res38(alpha37 + count36); 
# 81
Pixel7 e39(count36 * 2); 
# 82
unsigned e40 = g_sift12; 
# 83
short w41 = ((((alpha37 < 3) ? alpha37 : 3) < 6) ? (alpha37 < 3) ? alpha37 : 3 : 6) + (10U - g_sift12); 
# 84
return 53; 
# 85
} 
# 87
int main() { 
# 88
int size42 = 2882; 
# 89
run_mix35(run_mix35(g_sift12, g_sift12) % 8, 23); 
# 90
dim3 prod43 = dim3((size42 + 63) / 64, 1 << 4); 
# 91
constexpr int lo44 = (52UL); 
# 92
g_sift12 |= (((size42 << 2) % 8) >> ((size42 + lo44) % 8)); 
# 93
return 0; 
# 94
} 

# 1 "v000847.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__78402add_10_v000847_cu_g_sift12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000847.cudafe1.stub.c"
#include "v000847.cudafe1.stub.c"
# 1 "v000847.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
