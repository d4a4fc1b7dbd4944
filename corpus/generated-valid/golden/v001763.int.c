# 1 "v001763.cu"
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
# 16 "v001763.cu"
__attribute__((visibility("hidden"))) void scale6(int *acc7, int lane8) ;
#if 0
# 16
{ 
# 17
unsigned stride9 = 26U; 
# 18
(acc7[2]) = lane8; 
# 19
if (stride9 < sizeof(int)) { 
# 20
return; 
# 21
}  
# 22
} 
#endif
# 24 "v001763.cu"
static void scatter10(int n11, float b12, double b13) ;
#if 0
# 24
{ 
# 25
if (int v14 = (-10); b13 < n11) { 
# 26
b12 = (0); 
# 27
}  
# 28
(n11++), (b13 = (3 - n11)); 
# 29
} 
#endif
# 31 "v001763.cu"
static void drift15_kernel(double *acc16, int *data17, unsigned *acc18, int count19) ;
#if 0
# 31
{ 
# 32
if ((*acc16) == (50)) { 
# 33
return; 
# 34
}  
# 35
(acc16[2]) = (-(0.25)); 
# 36
constexpr int mid20 = 1; 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39 "v001763.cu"
template< class T, class U> static void 
# 40
__wrapper__device_stub_weigh21(T &a22, const U *&in23, U *&out24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
__attribute__((unused)) static float sh_25; 
# 42
U flag26 = in23[5]; 
# 43
int lim27[7]{64, 27, 7, 1, (20UL), 21, (29L)}; 
# 44
__attribute__((unused)) static int sh_28[256]; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001763.cu"
template< class T, class U> static void 
# 40
weigh21(T a22, const U *in23, U *out24) {__wrapper__device_stub_weigh21<T,U>(a22,in23,out24);
# 45
return;}
#if 0
# 40
{ 
# 41
__attribute__((unused)) static float sh_25; 
# 42
U flag26 = in23[5]; 
# 43
int lim27[7]{64, 27, 7, 1, (20UL), 21, (29L)}; 
# 44
__attribute__((unused)) static int sh_28[256]; 
# 45
} 
#endif
# 46 "v001763.cu"
constexpr inline int BLOCK29 = (sizeof(unsigned) * ((8 + 8) * 4)); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, class U> static void 
# 49
__wrapper__device_stub_sift30_kernel(U &q31, float *&data32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
float y33[2] = {(13), (static_cast< float>((16.25F)))}; 
# 51
__attribute__((unused)) static float sh_34; 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001763.cu"
template< class T, class U> static void 
# 49
sift30_kernel(U q31, float *data32) {__wrapper__device_stub_sift30_kernel<T,U>(q31,data32);
# 52
return;}
#if 0
# 49
{ 
# 50
float y33[2] = {(13), (static_cast< float>((16.25F)))}; 
# 51
__attribute__((unused)) static float sh_34; 
# 52
} 
#endif
# 53 "v001763.cu"
static constexpr long RADIUS35 = (3); 
# 54
static double c_count36[2]; 
# 57
__attribute__((visibility("hidden"))) void bump37_kernel(int len38, double *out39) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern int dyn_40[]; 
# 59
len38 = 14; 
# 60
constexpr double y41 = (7.125); 
# 61
int lim42((63U)); 
# 62
lim42--; 
# 63
float acc43[8]{(12.5F), (1315U), (14.25F), (static_cast< float>(2269UL)), (10.125F), (static_cast< float>(BLOCK29)), (10), (1553)}; 
# 64
} 
#endif
# 66 "v001763.cu"
namespace math44 { 
# 67
struct Pixel45 { 
# 68
int vel46, hi47; 
# 69
int count48; 
# 70
float sum49; 
# 71
int reset50() const { 
# 72
return BLOCK29; 
# 73
} 
# 74
void reset51(double lo52) { 
# 75
(count48) = BLOCK29; 
# 76
} 
# 77
}; 
# 78
}
# 80
int run_accum53(unsigned beta54, int len55) { 
# 81
len55--; 
# 82
(__cudaPushCallConfiguration(3 + (3 + 2), (3) + (RADIUS35 + (8 + 114)))) ? (void)0 : scatter10(43, (9.875F), -(11.875)); 
# 83
(__cudaPushCallConfiguration((beta54 + (255)) / (256), 64)) ? (void)0 : sift30_kernel< unsigned, long> (BLOCK29, nullptr); 
# 84
([=]() mutable { 
# 85
(len55) = (59UL * (beta54)); 
# 86
} )(); 
# 87
if ((beta54 >> 2) <= len55) { 
# 88
return beta54 / RADIUS35; 
# 89
}  
# 90
(__cudaPushCallConfiguration((beta54 + (255)) / (256), 64 * 4)) ? (void)0 : drift15_kernel(nullptr, &len55, &beta54, RADIUS35); 
# 91
return -16; 
# 92
} 
# 94
int main() { 
# 95
int n56 = 1864; 
# 96
if (n56 != 7) { 
# 97
return -42LL; 
# 98
}  
# 99
n56 = (((8 + n56) + run_accum53(n56, 35)) + ((15) - ((n56 != n56) ? BLOCK29 : RADIUS35))); 
# 100
(__cudaPushCallConfiguration((n56 + 127) / 128, RADIUS35 + ((6) + ((6) + (RADIUS35 + (3 + (6 + 5))))), 0, (cudaStream_t)0)) ? (void)0 : weigh21(static_cast< float>(3), (const float *)nullptr, (float *)nullptr); 
# 101
(__cudaPushCallConfiguration(8 * 2, 32 * 8, 0, nullptr)) ? (void)0 : scale6(&n56, (RADIUS35 + n56) - (run_accum53(BLOCK29, RADIUS35))); 
# 102
(__cudaPushCallConfiguration((n56 + 63) / 64, 32, 0, 0)) ? (void)0 : bump37_kernel(run_accum53(37UL + n56, BLOCK29 + n56), (double *)nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001763.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dac3578b_10_v001763_cu_6704dc17
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001763.cudafe1.stub.c"
#include "v001763.cudafe1.stub.c"
# 1 "v001763.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
