# 1 "v000289.cu"
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
# 24 "v000289.cu"
constexpr int BLOCK10 = (32 + 96); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 26
__attribute__((unused)) static double tile11(const unsigned char *input12, int lane13, double *out14) {int volatile ___ = 1;(void)input12;(void)lane13;(void)out14;
# 34
::exit(___);}
#if 0
# 26
{ 
# 27
float w15 = out14[3]; 
# 28
w15--; 
# 29
if ((((input12[lane13]) < (out14[lane13 & 7])) ? input12[lane13] : (out14[lane13 & 7])) <= (18)) { 
# 30
return 26; 
# 31
}  
# 32
(out14[lane13 & 7]) = ((w15 += BLOCK10), (((lane13 += (input12[4])), (21.25F)) + (23.625))); 
# 33
return (int)BLOCK10; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000289.cu"
struct Particle16 { 
# 37
int vel17; 
# 38
int z18; 
# 39
}; 
# 41
inline Particle16 operator+(Particle16 a, Particle16 b) { 
# 42
Particle16 r = a; 
# 43
(r.vel17) += (b.vel17); 
# 44
(r.z18) += (b.z18); 
# 45
return r; 
# 46
} 
# 48
__attribute__((visibility("hidden"))) void rank19(float *data20, int *acc21) ;
#if 0
# 48
{ 
# 49
(data20[2])--; 
# 50
(*acc21) = BLOCK10; 
# 51
} 
#endif
# 53 "v000289.cu"
__attribute((always_inline)) __attribute__((unused)) inline void pack22(int len23, float beta24, unsigned p25) {int volatile ___ = 1;(void)len23;(void)beta24;(void)p25;
# 56
::exit(___);}
#if 0
# 53
{ 
# 54
__attribute__((unused)) static float sh_26[256]; 
# 55
p25 = ((int)32); 
# 56
} 
#endif
# 57 "v000289.cu"
enum class Color27 { Red28, Off29 = 4}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 59
template< class T, class U> __attribute__((unused)) static T 
# 60
sweep30(U beta31, int count32) {int volatile ___ = 1;(void)beta31;(void)count32;
# 70
::exit(___);}
#if 0
# 60
{ 
# 61
(++beta31), (count32 = count32); 
# 62
beta31 = (7.875F); 
# 63
int pass33 = 0; 
# 64
do { 
# 65
count32 = beta31; 
# 66
Particle16 prod34 = Particle16{}; 
# 67
++pass33; 
# 68
} while (pass33 < 16); 
# 69
return (((int)2555) + (count32 - BLOCK10)) % ((unsigned char)(pass33 & count32)); 
# 70
} 
#endif

#pragma GCC diagnostic pop

# 72 "v000289.cu"
int run_blend35(int count36, const float *src37) { 
# 73
int v38 = BLOCK10 - ((count36 | BLOCK10) - 27L); 
# 74
if ((v38 + v38) < 6) { 
# 75
return 63 | count36; 
# 76
}  
# 77
if (int h39 = BLOCK10; (count36 - (h39 + BLOCK10)) < ((h39 < 5) ? h39 : 5)) { 
# 78
constexpr int acc40 = 39; 
# 79
h39 = (acc40 % (count36 - 4U)); 
# 80
constexpr int acc41 = 2; 
# 81
}  
# 82
Particle16 q42 = Particle16{20, (4611UL)}; 
# 83
return (src37[0]) + ((v38 += 58), (src37[2])); 
# 84
} 
# 86
unsigned short host_filter43(int len44) { 
# 87
Particle16 off45 = {BLOCK10, (64L)}; 
# 88
if ((len44 | 9) >= (off45.z18)) { 
# 89
goto done49; 
# 90
}  
# 91
if (len44 >= ((len44 += BLOCK10), len44)) { 
# 92
++len44; 
# 93
int w46 = 0; 
# 94
do { 
# 95
for (int n47 = 0; n47 < len44; ++n47) { 
# 96
(++(off45.z18)), (off45 = off45); 
# 97
short mid48[8] = {(19UL)}; 
# 98
}  
# 99
++w46; 
# 100
} while (w46 < len44); 
# 101
}  
# 102
done49:; ; 
# 103
return len44; 
# 104
} 
# 106
int main() { 
# 107
int n50 = 1308; 
# 108
for (int it51 = n50; it51 > 0; --it51) { 
# 109
n50 = ((it51 < 59) ? it51 : 59); 
# 110
Color27 t52 = Color27::Red28; 
# 111
t52 = t52; 
# 112
}  
# 113
(__cudaPushCallConfiguration((n50 + 31) / 32, dim3((n50 + 127) / 128, (n50 + 127) / 128, (n50 + 127) / 128))) ? (void)0 : rank19(nullptr, nullptr); 
# 114
return 0; 
# 115
} 

# 1 "v000289.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fcf49389_10_v000289_cu_a8fccf47
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000289.cudafe1.stub.c"
#include "v000289.cudafe1.stub.c"
# 1 "v000289.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
