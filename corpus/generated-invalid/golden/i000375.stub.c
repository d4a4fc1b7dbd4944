#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000375.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_score9Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift17aPfS_d(signed char, float *, float *__restrict__, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_score9Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_score9)), 0U);}
# 21 "i000375.cu"
void map_score9( double *__cuda_0,int __cuda_1)
# 21 "i000375.cu"
{__device_stub__Z10map_score9Pdi( __cuda_0,__cuda_1); }
# 1 "i000375.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift17aPfS_d( signed char __par0,  float *__par1,  float *__restrict__ __par2,  double __par3) {  float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(signed char, float *, float *__restrict__, double))drift17)), 0U); }
# 34 "i000375.cu"
void drift17( signed char __cuda_0,float *__cuda_1,float *__restrict__ __cuda_2,double __cuda_3)
# 34 "i000375.cu"
{__device_stub__Z7drift17aPfS_d( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "i000375.cu"
}
# 1 "i000375.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(signed char, float *, float *__restrict__, double))drift17), _Z7drift17aPfS_d, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_score9), _Z10map_score9Pdi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_smooth10,::d_smooth10), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_lerp11,::c_lerp11), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_scale16,::d_scale16), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
