# 1 "v001722.cu"
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
# 5 "v001722.cu"
__attribute__((visibility("hidden"))) void weigh1_kernel(long *__restrict__ out2, int *__restrict__ data3, double p4, int lane5) ;
#if 0
# 6
{ 
# 7
int idx6 = __device_builtin_variable_threadIdx.x; 
# 8
if (idx6 >= lane5) { 
# 9
return; 
# 10
}  
# 11
float q7 = *data3; 
# 12
if ((+((__device_builtin_variable_blockIdx.y) + q7)) <= lane5) { 
# 13
if ((('#') - (__device_builtin_variable_threadIdx.y)) <= (q7 * (9 + lane5))) { 
# 15
#pragma unroll 4
for (
# 15
int n8 = 0; n8 < 10; ++n8) { 
# 16
unsigned long s9 = ((int)33); 
# 17
}  
# 18
}  
# 19
}  
# 20
p4++; 
# 21
} 
#endif
# 23 "v001722.cu"
__attribute__((visibility("hidden"))) void bias10(int *__restrict__ acc11, float *data12, const double *in13, long *__restrict__ buf14) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern unsigned dyn_15[]; 
# 26
if (data12 != (nullptr)) { 
# 27
goto finish18; 
# 28
}  
# 29
{ 
# 30
if (long s16 = (u'\x23'); (__device_builtin_variable_blockDim.y) & (1)) { 
# 31
(acc11[s16 & (7)]) = ((*acc11) & (buf14[__device_builtin_variable_warpSize])); 
# 32
}  
# 33
int w17{2719}; 
# 34
} 
# 35
finish18:; ; 
# 36
} 
#endif
# 38 "v001722.cu"
struct Tile19 { 
# 39
int z20; 
# 40
bool sum21; 
# 41
int total22() const 
# 42
{ 
# 43
return sum21; 
# 44
} 
# 45
}; 
# 47
inline Tile19 operator+(Tile19 a, Tile19 b) 
# 48
{ 
# 49
Tile19 r = a; 
# 50
(r.z20) += (b.z20); 
# 51
return r; 
# 52
} 
# 54
void check_sift23(int stride24) 
# 55
{ 
# 56
Tile19 r25 = {(34L), static_cast< bool>(stride24)}; 
# 57
int mid26{3318}; 
# 58
if (12 > stride24) { 
# 59
return; 
# 60
}  
# 61
for (int it27 = 0; it27 < 16; ++it27) { 
# 62
(__cudaPushCallConfiguration((stride24 + 31) / 32, 32 * 16, sizeof(double) * (32), nullptr)) ? (void)0 : bias10(&mid26, nullptr, (const double *)nullptr, nullptr); 
# 63
r25 = r25; 
# 64
(__cudaPushCallConfiguration(32, 64, 512 * 8, 0)) ? (void)0 : weigh1_kernel(nullptr, &mid26, 9 - (mid26 + 27), r25.sum21); 
# 65
}  
# 66
} 
# 68
void run_sweep28(const Tile19 &beta29, int len30) 
# 69
{ 
# 70
char off31 = len30; 
# 71
float val32{static_cast< float>(beta29.sum21)}; 
# 72
if ((off31 % off31) >= (beta29.sum21)) { 
# 73
return; 
# 74
}  
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int count33 = 252; 
# 80
run_sweep28(Tile19{}, 11); 
# 81
count33 = 34; 
# 82
unsigned tmp34[8] = {(2841), 7U, (39), (24)}; 
# 83
check_sift23(tmp34[7]); 
# 84
Tile19 k35 = Tile19{('z'), (bool)(tmp34[1])}; 
# 85
int cnt36 = +(~(k35.sum21)); 
# 86
return 0; 
# 87
} 

# 1 "v001722.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97ff962e_10_v001722_cu_b39260b9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001722.cudafe1.stub.c"
#include "v001722.cudafe1.stub.c"
# 1 "v001722.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
