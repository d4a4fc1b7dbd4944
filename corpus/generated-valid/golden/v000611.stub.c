#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000611.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bias4_kerneljPf(unsigned, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum17_kernelPdfi(double *, float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bias4_kerneljPf(unsigned __par0, float *__restrict__ __par1){ float *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, float *__restrict__))bias4_kernel)), 0U);}
# 9 "v000611.cu"
void bias4_kernel( unsigned __cuda_0,float *__restrict__ __cuda_1)
# 10 "v000611.cu"
{__device_stub__Z12bias4_kerneljPf( __cuda_0,__cuda_1);
# 20 "v000611.cu"
}
# 1 "v000611.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum17_kernelPdfi( double *__par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double *, float, int))accum17_kernel)), 0U); }
# 24 "v000611.cu"
void accum17_kernel( double *__cuda_0,float __cuda_1,int __cuda_2)
# 25 "v000611.cu"
{__device_stub__Z14accum17_kernelPdfi( __cuda_0,__cuda_1,__cuda_2);
# 32 "v000611.cu"
}
# 1 "v000611.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, float, int))accum17_kernel), _Z14accum17_kernelPdfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, float *__restrict__))bias4_kernel), _Z12bias4_kerneljPf, 512UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
