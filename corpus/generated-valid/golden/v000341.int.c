# 1 "v000341.cu"
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
# 22 "v000341.cu"
__attribute__((visibility("hidden"))) void fuse9_kernel(const unsigned *input10, int lane11, const int *in12) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_13[]; 
# 25
int i14 = __device_builtin_variable_threadIdx.x; 
# 26
if (i14 >= lane11) { 
# 27
return; }  
# 28
lane11 = i14; 
# 29
if (in12 == (nullptr)) { 
# 30
if (((*input10) > (22)) && ((in12[i14]) != sizeof(int))) { 
# 31
return; }  
# 32
} else { 
# 33
float *w15 = (nullptr); 
# 34
constexpr unsigned x16 = (2UL); 
# 35
}  
# 36
} 
#endif
# 37 "v000341.cu"
constexpr int LANES17 = 4; 
# 38
static unsigned c_mix18; 
# 40
struct Particle19 { 
# 41
int w20; 
# 42
unsigned long sum21; 
# 43
}; 
# 45
Particle19 operator+(Particle19 a, Particle19 b) 
# 46
{ 
# 47
Particle19 r = a; 
# 48
(r.w20) += (b.w20); 
# 49
(r.sum21) += (b.sum21); 
# 50
return r; 
# 51
} 
# 53
__attribute__((visibility("hidden"))) void clamp22_kernel(unsigned p23, bool p24) ;
#if 0
# 54
{ 
# 55
p24 = ((c_mix18 <= (p23 ^ c_mix18)) || c_mix18); 
# 56
int iter25 = 0; 
# 57
if ((__device_builtin_variable_gridDim.x) >= p24) { 
# 58
goto skip28; 
# 59
}  
# 60
do { 
# 61
int pass26 = 0; 
# 62
while (pass26 < pass26) { 
# 63
if (iter25 >= iter25) { 
# 64
--p23; 
# 65
float m27{(4.5F)}; 
# 66
}  
# 67
++pass26; 
# 68
}  
# 69
++iter25; 
# 70
} while ((iter25 < 12) && (c_mix18 < LANES17)); 
# 71
skip28:; ; 
# 72
} 
#endif
# 74 "v000341.cu"
float check_clamp29(short *data30, int lane31, unsigned alpha32 = 31UL) 
# 75
{ 
# 76
int x33 = (sizeof(int)); 
# 77
Particle19 tmp34 = {1047, (size_t)(data30[3])}; 
# 78
for (int n35 = 0; n35 < x33; ++n35) { 
# 79
tmp34 = tmp34; 
# 80
--x33; 
# 81
}  
# 82
return LANES17; 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int n36 = 3341; 
# 88
float off37(n36); 
# 89
if ((54UL) != (off37 + ('\"'))) { 
# 90
return off37; }  
# 91
long acc38[6] = {}; 
# 92
n36 = ((off37 * (LANES17 - (acc38[5]))) + ((int)48L)); 
# 93
(acc38[n36])--; 
# 94
(acc38[5]) = (24); 
# 95
(__cudaPushCallConfiguration(1, sizeof(unsigned) * (4 + (LANES17 + 8)))) ? (void)0 : fuse9_kernel((const unsigned *)nullptr, -56, (const int *)nullptr); 
# 96
(__cudaPushCallConfiguration(5 + (256 + (5 + 246)), 32)) ? (void)0 : clamp22_kernel(LANES17, ((21) == check_clamp29(nullptr, off37, off37)) && (((acc38[n36]) == (acc38[n36])) || (off37 == (11)))); 
# 97
return 0; 
# 98
} 

# 1 "v000341.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37ec85c2_10_v000341_cu_daacc279
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000341.cudafe1.stub.c"
#include "v000341.cudafe1.stub.c"
# 1 "v000341.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
